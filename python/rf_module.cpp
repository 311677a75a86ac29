// SPDX-License-Identifier: GPL-3.0-or-later
// The Python module retrosim._retrosim_rf (pybind11): the environment core (env_core.hpp)
// stepped from Python, the vectorised one stepping n games on threads with the GIL released,
// and the C API's tables (actions, reward terms, event names). retrosim/rf.py builds the
// Gymnasium-shaped Env and VecEnv on them (docs/research.md).
#include <algorithm>
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <string>
#include <vector>

#include "env_core.hpp"
#include "thread_pool.hpp"

namespace py = pybind11;
using research::EnvConfig;
using research::EnvCore;

namespace {

EnvConfig makeConfig(const py::dict& d) {
  EnvConfig c;
  auto get = [&](const char* k) { return d[k]; };
  c.map = get("map").cast<std::string>();
  c.dataDir = get("data_dir").cast<std::string>();
  c.tables = get("tables").cast<std::string>();
  c.players = get("players").cast<int>();
  c.opponent = get("opponent").cast<int>();
  c.autopilot = get("autopilot").cast<int>();
  c.cells = get("cells").cast<bool>();
  c.objects = get("objects").cast<bool>();
  c.rgb = get("rgb").cast<bool>();
  c.width = get("width").cast<int>();
  c.height = get("height").cast<int>();
  c.view = get("view").cast<int>();
  c.maxObjects = get("max_objects").cast<int>();
  c.frameSkip = get("frame_skip").cast<int>();
  c.maxFrames = get("max_frames").cast<int>();
  c.launch = get("launch").cast<int>();
  c.discrete = get("discrete").cast<bool>();
  c.dt = get("dt").cast<int>();
  const auto w = get("weights").cast<std::vector<double>>();
  if (w.size() != static_cast<size_t>(research::kTerms)) throw std::invalid_argument("weights: one per reward term");
  for (size_t i = 0; i < w.size(); ++i) c.weights[i] = w[i];
  return c;
}

// The observation arrays of one env or of n (a leading axis).
struct ObsArrays {
  py::array_t<uint32_t> cells;
  py::array_t<int32_t> objects;
  py::array_t<uint8_t> rgb;
  bool hasCells, hasObjects, hasRgb;  // (an array_t is never empty: these say which exist)
  ObsArrays(const EnvConfig& c, ssize_t n) : hasCells(c.cells), hasObjects(c.objects), hasRgb(c.rgb) {
    auto shape = [&](std::vector<ssize_t> s) {
      if (n > 0) s.insert(s.begin(), n);
      return s;
    };
    if (c.cells) cells = py::array_t<uint32_t>(shape({128, 128}));
    if (c.objects) objects = py::array_t<int32_t>(shape({c.maxObjects, research::kObjectFields}));
    if (c.rgb) rgb = py::array_t<uint8_t>(shape({c.height, c.width, 3}));
  }
  uint32_t* cellsAt(size_t i) const {
    return hasCells ? const_cast<uint32_t*>(cells.data()) + i * EnvCore::cellsSize() : nullptr;
  }
  int32_t* objectsAt(size_t i, size_t size) const {
    return hasObjects ? const_cast<int32_t*>(objects.data()) + i * size : nullptr;
  }
  uint8_t* rgbAt(size_t i, size_t size) const { return hasRgb ? const_cast<uint8_t*>(rgb.data()) + i * size : nullptr; }
  py::dict dict() const {
    py::dict d;
    if (hasCells) d["cells"] = cells;
    if (hasObjects) d["objects"] = objects;
    if (hasRgb) d["rgb"] = rgb;
    return d;
  }
};

py::dict termsDict(const research::StepOut& out) {
  py::dict terms;
  for (int t = 0; t < research::kTerms; ++t)
    if (t != research::kFrame && out.terms[static_cast<size_t>(t)] != 0)
      terms[research::termName(t)] = out.terms[static_cast<size_t>(t)];
  return terms;
}

// One env for Python.
class PyEnv {
 public:
  explicit PyEnv(const py::dict& config) : core_(makeConfig(config)) {}

  py::dict reset(uint32_t seed) {
    core_.reset(seed);
    return observe();
  }

  py::tuple step(int64_t action) {
    const research::StepOut out = core_.step(action);
    py::dict info;
    info["frame"] = core_.frames();
    py::dict terms = termsDict(out);
    if (!terms.empty()) info["terms"] = terms;
    return py::make_tuple(observe(), out.reward, out.terminated, out.truncated, info);
  }

  py::dict observe() const {
    ObsArrays a(core_.config(), 0);
    core_.observe(a.cellsAt(0), a.objectsAt(0, 0), a.rgbAt(0, 0));
    return a.dict();
  }

  py::array_t<uint8_t> render(int style, int width, int height) const {
    py::array_t<uint8_t> rgb({height, width, 3});
    core_.render(style, width, height, rgb.mutable_data());
    return rgb;
  }

  uint64_t hash() const { return rf_hash(core_.game()); }
  uint32_t frames() const { return core_.frames(); }

  py::list events() const {
    py::list out;
    for (const rf_event& e : core_.events())
      out.append(py::make_tuple(e.frame, rf_event_name(e.id), e.a, e.b));
    return out;
  }

  py::dict player(int p) const {
    rf_player r;
    if (rf_get_player(core_.game(), p, &r) != RF_OK) throw std::invalid_argument(rf_last_error(core_.game()));
    py::dict d;
    d["view"] = r.view;
    d["vehicle_type"] = r.vehicle_type;
    d["vehicle_id"] = r.vehicle_id;
    d["driving"] = r.driving != 0;
    d["x"] = r.x;
    d["y"] = r.y;
    d["z"] = r.z;
    d["heading"] = r.heading;
    d["speed"] = r.speed;
    d["hp"] = r.hp;
    d["fuel"] = r.fuel;
    d["ammo"] = py::make_tuple(r.ammo[0], r.ammo[1]);
    d["stock"] = py::make_tuple(r.stock[0], r.stock[1], r.stock[2], r.stock[3]);
    d["flag_shown"] = r.flag_shown != 0;
    return d;
  }

  py::dict info() const {
    rf_info r;
    if (rf_get_info(core_.game(), &r) != RF_OK) throw std::runtime_error(rf_last_error(core_.game()));
    py::dict d;
    d["players"] = r.players;
    d["frame"] = r.frame;
    d["tick"] = r.tick;
    d["running"] = r.running != 0;
    d["winner"] = r.winner;
    return d;
  }

  EnvCore::Snapshot save() const { return core_.save(); }
  void restore(const EnvCore::Snapshot& s) { core_.restore(s); }

 private:
  EnvCore core_;
};

// n envs stepped together on threads without the GIL; done envs reset at once (seed
// base + i + n * episode).
class PyVecEnv {
 public:
  PyVecEnv(int n, const py::dict& config, int threads) : pool_(threads) {
    if (n < 1) throw std::invalid_argument("VecEnv: n must be >= 1, got " + std::to_string(n));
    if (threads < 1) throw std::invalid_argument("VecEnv: threads must be >= 1");
    const EnvConfig c = makeConfig(config);
    for (int i = 0; i < n; ++i) cores_.emplace_back(std::make_unique<EnvCore>(c));
    episodes_.assign(static_cast<size_t>(n), 0);
    finals_.resize(static_cast<size_t>(n));
  }

  size_t size() const { return cores_.size(); }
  int threads() const { return pool_.threads(); }

  py::dict reset(uint32_t seed) {
    base_ = seed;
    std::fill(episodes_.begin(), episodes_.end(), 0);
    ObsArrays a(cores_[0]->config(), static_cast<ssize_t>(cores_.size()));
    {
      py::gil_scoped_release release;
      pool_.run(cores_.size(), [&](size_t i) {
        cores_[i]->reset(seedOf(i));
        observeInto(a, i);
      });
    }
    return a.dict();
  }

  py::tuple step(const py::array_t<int64_t, py::array::c_style | py::array::forcecast>& actions) {
    const size_t n = cores_.size();
    if (actions.ndim() != 1 || static_cast<size_t>(actions.shape(0)) != n)
      throw std::invalid_argument("VecEnv.step: expected " + std::to_string(n) + " actions, one per env");
    const int64_t* act = actions.data();
    ObsArrays a(cores_[0]->config(), static_cast<ssize_t>(n));
    py::array_t<float> rewards(static_cast<ssize_t>(n));
    py::array_t<bool> terminated(static_cast<ssize_t>(n)), truncated(static_cast<ssize_t>(n));
    py::array_t<uint32_t> frames(static_cast<ssize_t>(n));
    float* r = rewards.mutable_data();
    bool* te = terminated.mutable_data();
    bool* tr = truncated.mutable_data();
    uint32_t* fr = frames.mutable_data();
    {
      py::gil_scoped_release release;
      pool_.run(n, [&](size_t i) {
        const research::StepOut out = cores_[i]->step(act[i]);
        r[i] = static_cast<float>(out.reward);
        te[i] = out.terminated;
        tr[i] = out.truncated;
        fr[i] = cores_[i]->frames();
        if (out.terminated || out.truncated) {
          Final& f = finals_[i];  // the ended game's last observation, before its reset
          f.cells.resize(EnvCore::cellsSize());
          f.objects.resize(cores_[i]->objectsSize());
          f.rgb.resize(cores_[i]->rgbSize());
          const EnvConfig& c = cores_[i]->config();
          cores_[i]->observe(c.cells ? f.cells.data() : nullptr, c.objects ? f.objects.data() : nullptr,
                             c.rgb ? f.rgb.data() : nullptr);
          ++episodes_[i];
          cores_[i]->reset(seedOf(i));
        }
        observeInto(a, i);
      });
    }
    py::dict info;
    info["frame"] = frames;
    // Gymnasium's autoreset convention: the ended games' last observations, None elsewhere.
    py::list finals;
    bool anyEnded = false;
    for (size_t i = 0; i < n; ++i) {
      if (!te[i] && !tr[i]) {
        finals.append(py::none());
        continue;
      }
      anyEnded = true;
      ObsArrays one(cores_[i]->config(), 0);
      const Final& f = finals_[i];
      if (one.hasCells) std::copy(f.cells.begin(), f.cells.end(), one.cells.mutable_data());
      if (one.hasObjects) std::copy(f.objects.begin(), f.objects.end(), one.objects.mutable_data());
      if (one.hasRgb) std::copy(f.rgb.begin(), f.rgb.end(), one.rgb.mutable_data());
      finals.append(one.dict());
    }
    if (anyEnded) info["final_observation"] = finals;
    return py::make_tuple(a.dict(), rewards, terminated, truncated, info);
  }

  uint64_t hash(size_t i) const { return rf_hash(cores_.at(i)->game()); }

 private:
  uint32_t seedOf(size_t i) const {
    return base_ + static_cast<uint32_t>(i) + static_cast<uint32_t>(cores_.size()) * episodes_[i];
  }
  void observeInto(const ObsArrays& a, size_t i) const {
    const EnvCore& c = *cores_[i];
    c.observe(a.cellsAt(i), a.objectsAt(i, c.objectsSize()), a.rgbAt(i, c.rgbSize()));
  }
  struct Final {
    std::vector<uint32_t> cells;
    std::vector<int32_t> objects;
    std::vector<uint8_t> rgb;
  };
  research::ThreadPool pool_;
  std::vector<std::unique_ptr<EnvCore>> cores_;
  std::vector<Final> finals_;
  std::vector<uint32_t> episodes_;
  uint32_t base_ = 1;
};

}  // namespace

PYBIND11_MODULE(_retrosim_rf, m) {
  m.doc() = "retrosim's Return Fire for research: the C API's environment core (docs/research.md)";
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const std::invalid_argument& e) {
      PyErr_SetString(PyExc_ValueError, e.what());
    }
  });
  m.attr("ACTIONS") = [] {
    py::list l;
    for (int a = 0; a < research::kActions; ++a) l.append(py::make_tuple(research::actionName(a), research::actionWord(a)));
    return l;
  }();
  m.attr("TERMS") = [] {
    py::list l;
    for (int t = 0; t < research::kTerms; ++t) l.append(research::termName(t));
    return l;
  }();
  m.attr("OBJECT_FIELDS") = research::kObjectFields;
  m.def("version", [] { return std::string(rf_version()); });
  m.def("event_names", [] {
    py::list l;
    for (int i = 0; i < rf_event_ids(); ++i) l.append(rf_event_name(i));
    return l;
  });
  m.def("map_names", [](const std::string& dataDir) {
    size_t need = 0;
    const char* dir = dataDir.empty() ? nullptr : dataDir.c_str();
    rf_map_names(dir, nullptr, 0, &need);
    if (need == 0) throw std::runtime_error("no retrosim data folder with rf/maps (set RETROSIM_DATA_DIR)");
    std::string s(need, '\0');
    if (rf_map_names(dir, s.data(), s.size(), &need) != RF_OK) throw std::runtime_error("map_names failed");
    s.resize(need - 1);
    py::list l;
    size_t at = 0;
    while (at < s.size()) {
      const size_t nl = std::min(s.find('\n', at), s.size());
      l.append(s.substr(at, nl - at));
      at = nl + 1;
    }
    return l;
  }, py::arg("data_dir") = "");
  // The simulation alone (the bench's reference): `frames` frames of one game through rf_step
  // from C++, player 1's tank launched, then driving ahead and firing every 8th frame.
  m.def("sim_frames", [](const std::string& map, int frames, uint32_t seed) {
    EnvConfig c;
    c.map = map;
    c.launch = 0;
    EnvCore core(c);
    py::gil_scoped_release release;
    core.reset(seed);
    int done = 0;
    for (int f = 0; f < frames; ++f) {
      const uint32_t w = research::actionWord(f % 8 == 0 ? 8 : 1);
      int32_t n = 0;
      if (rf_step(core.game(), &w, 1, 1, &n) != RF_OK || n == 0) break;
      ++done;
    }
    return done;
  }, py::arg("map"), py::arg("frames"), py::arg("seed") = 1);
  py::class_<EnvCore::Snapshot>(m, "State", "a saved state of an Env (Env.clone())");
  py::class_<PyEnv>(m, "EnvCore")
      .def(py::init<const py::dict&>())
      .def("reset", &PyEnv::reset)
      .def("step", &PyEnv::step)
      .def("observe", &PyEnv::observe)
      .def("render", &PyEnv::render)
      .def("hash", &PyEnv::hash)
      .def("frames", &PyEnv::frames)
      .def("events", &PyEnv::events)
      .def("player", &PyEnv::player)
      .def("info", &PyEnv::info)
      .def("save", &PyEnv::save)
      .def("restore", &PyEnv::restore);
  py::class_<PyVecEnv>(m, "VecEnvCore")
      .def(py::init<int, const py::dict&, int>())
      .def("__len__", &PyVecEnv::size)
      .def("threads", &PyVecEnv::threads)
      .def("reset", &PyVecEnv::reset)
      .def("step", &PyVecEnv::step)
      .def("hash", &PyVecEnv::hash);
}
