// SPDX-License-Identifier: GPL-3.0-or-later
// retrosim's low-poly models (models.hpp): the reader of the model files and the look-ups.
// designed: every model (the original models are not in the notes); the files are made by
// tools/make_models.py (data/rf/models/, docs/models.md). The constraints they keep are the
// outcomes of rf-simulation.md §7 and the heights / footprints of the collision shapes
// (shapes.cpp), checked by models_test.cpp:
// - the bush, cactus and planter models (BNO 1, 2, 6, 11-13) have exactly 2 faces with a
//   debris class ("bush: 1 shell -> BNO_DEST_BUSH_1 (2 debris)");
// - the tower models' turret part has exactly 5 faces of class 1 ("tower: 5 shells -> 5
//   turret debris"); their base faces are class 2 (set TowerBase skips class 1, so the
//   destroy burst does not throw the turret a second time);
// - the bridge decks' plank part has 8 plank faces of class 1 (the bridge hook spawns
//   2..8 of them, "guns break a bridge deck (5 planks, BNO 76)");
// - the wrecks have class-1 faces high (tops) and class-2 faces low (sides);
// - every model's top is its shape's zhi.
// The faces with a debris class keep the index, corners and class they had when the models
// were C++ tables (a piece records its face index; the golden runs pin the pieces); the
// detail faces are class 0 and come after them in their part, or in parts of their own
// after the old ones.
#include "rf/data/models.hpp"

#include <tiny_obj_loader.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <sstream>
#include <stdexcept>
#include <string>

#include "rf/data/bno_ids.hpp"
#include "rf/data/load_error.hpp"
#include "rf/data/shapes.hpp"

namespace rf {
namespace {

using core::Fixed;
using core::Vec3;

// The file of each model id (data/rf/models/<name>.obj), in mdl order.
// clang-format off
constexpr std::array<std::string_view, mdl::Count> kModelFiles{
    "", "bush", "palm", "tree", "cactus", "rock", "planter", "ammo", "prison",
    "wtower_ne", "wtower_nw", "wtower_se", "wtower_sw", "flag_building", "building", "factory",
    "bunker", "outpost", "hospital", "fuel_n", "fuel_s", "fuel_e", "fuel_w", "gate_h", "gate_v",
    "wall_v", "wall_h", "tent_v", "tent_h", "tower", "large_tower",
    "ldmg_wall_v", "rdmg_wall_v", "bdmg_wall_v", "ldmg_wall_h", "rdmg_wall_h", "bdmg_wall_h",
    "building_damaged", "factory_damaged", "prison_damaged", "hospital_damaged",
    "flag_building_damaged",
    "rubble", "dest_fuel", "dest_ammo", "dmg_tower", "dest_gate", "dmg_flag", "dest_flag",
    "dest_tent", "dest_wtower", "dest_bush", "dest_palm", "dest_tree", "dest_cactus",
    "bridge_h", "bridge_v", "dest_bridge", "dest_planter",
    "tank_hull", "tank_turret", "jeep_hull", "msv_hull", "msv_launcher", "heli_hull", "heli_rotor",
    "tank_wreck", "jeep_wreck", "msv_wreck", "heli_wreck", "drone",
    "jeep_boat", "lift", "pad",
    "bush_damaged", "palm_damaged", "tree_damaged", "cactus_damaged", "planter_damaged",
    "ammo_damaged", "wtower_ne_damaged", "wtower_nw_damaged", "wtower_se_damaged",
    "wtower_sw_damaged", "bunker_damaged", "outpost_damaged", "fuel_n_damaged", "fuel_s_damaged",
    "fuel_e_damaged", "fuel_w_damaged", "gate_h_damaged", "gate_v_damaged", "wall_v_damaged",
    "wall_h_damaged", "ldmg_wall_v_damaged", "rdmg_wall_v_damaged", "bdmg_wall_v_damaged",
    "ldmg_wall_h_damaged", "rdmg_wall_h_damaged", "bdmg_wall_h_damaged", "tent_v_damaged",
    "tent_h_damaged", "tower_damaged", "large_tower_damaged", "dmg_flag_damaged",
    "bridge_h_damaged", "bridge_v_damaged",
};
// clang-format on
constexpr std::string_view kPaletteFile = "palette.mtl";

// ---- the text around the numbers ----
[[noreturn]] void fail(std::string_view file, size_t line, const std::string& what) {
  throw LoadError(std::string(file) + ":" + std::to_string(line), what);
}

std::string_view trim(std::string_view s) {
  const auto ws = [](char c) { return c == ' ' || c == '\t' || c == '\r'; };
  while (!s.empty() && ws(s.front())) s.remove_prefix(1);
  while (!s.empty() && ws(s.back())) s.remove_suffix(1);
  return s;
}

// The words of a line (split at blanks and tabs).
std::vector<std::string_view> words(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
    const size_t j = i;
    while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
    if (i > j) out.push_back(s.substr(j, i - j));
  }
  return out;
}

// Calls fn(line number, the line's words) for every line that is not blank or a comment
// (a line starting with #). A line holding a control character (but tabs, the CR of a CRLF
// end) or a # after its start is refused: what we read is what tinyobjloader reads.
template <class Fn>
void eachLine(std::string_view file, std::string_view text, Fn&& fn) {
  size_t line = 0;
  size_t at = 0;
  while (at <= text.size()) {
    size_t end = text.find('\n', at);
    if (end == std::string_view::npos) end = text.size();
    ++line;
    const std::string_view l = trim(text.substr(at, end - at));
    for (char c : l) {
      const auto u = static_cast<unsigned char>(c);
      if ((u < 0x20 && c != '\t') || u == 0x7f) fail(file, line, "a control character");
    }
    if (!l.empty() && l.front() != '#') {
      if (l.find('#') != std::string_view::npos)
        fail(file, line, "a # after the start of a line (comments are lines)");
      fn(line, words(l));
    }
    if (end == text.size()) break;
    at = end + 1;
  }
}

bool isInt(std::string_view w, long& out) {
  if (w.empty()) return false;
  const char* b = w.data();
  if (*b == '+') ++b;
  const auto r = std::from_chars(b, w.data() + w.size(), out);
  return r.ec == std::errc() && r.ptr == w.data() + w.size();
}

// A plain decimal number ([-+]digits[.digits]); the OBJ numbers we take.
bool isNumber(std::string_view w) {
  size_t i = 0;
  if (i < w.size() && (w[i] == '-' || w[i] == '+')) ++i;
  size_t digits = 0;
  while (i < w.size() && w[i] >= '0' && w[i] <= '9') ++i, ++digits;
  if (i < w.size() && w[i] == '.') {
    ++i;
    while (i < w.size() && w[i] >= '0' && w[i] <= '9') ++i, ++digits;
  }
  return digits > 0 && digits <= 12 && i == w.size();
}

std::string quoted(std::string_view w) {
  std::string s(w.substr(0, 40));
  for (char& c : s) {
    if (static_cast<unsigned char>(c) < 0x20 || static_cast<unsigned char>(c) > 0x7e) c = '?';
  }
  return "'" + s + (w.size() > 40 ? "...'" : "'");
}

// ---- the palette ----
ModelMaterial materialOf(std::string_view file, size_t line, const std::string& name,
                         const tinyobj::material_t& m) {
  ModelMaterial out;
  for (int i = 0; i < 3; ++i) {
    const double c = static_cast<double>(m.diffuse[i]) * 255.0;
    const long b = std::lround(c);
    if (!(c >= -0.01 && c <= 255.01) || std::abs(c - static_cast<double>(b)) > 0.01) {
      fail(file, line,
           "material " + quoted(name) + ": Kd " + std::to_string(m.diffuse[i]) +
               " is not a byte / 255 (0..1)");
    }
    out.colour = out.colour << 8 | static_cast<uint32_t>(b);
  }
  return out;
}

// ---- one OBJ ----
struct FaceLine {
  size_t line = 0;
  std::string material;
};

}  // namespace

const ModelMaterial* ModelPalette::find(std::string_view name) const {
  const auto it = std::lower_bound(materials.begin(), materials.end(), name,
                                   [](const auto& m, std::string_view n) { return m.first < n; });
  return it != materials.end() && it->first == name ? &it->second : nullptr;
}

ModelPalette parseModelPalette(std::string_view file, std::string_view text) {
  // our own pass first: the statements we take, the line of each material, our keys
  struct Pending {
    std::string name;
    size_t line = 0;
    bool kd = false;
    uint32_t flags = 0;
  };
  std::vector<Pending> mats;
  eachLine(file, text, [&](size_t line, const std::vector<std::string_view>& w) {
    const std::string_view key = w[0];
    if (key == "newmtl") {
      if (w.size() != 2) fail(file, line, "newmtl takes one name");
      for (const Pending& p : mats) {
        if (p.name == w[1])
          fail(file, line,
               "material " + quoted(w[1]) + " again (first on line " + std::to_string(p.line) + ")");
      }
      mats.push_back({std::string(w[1]), line, false, 0});
      return;
    }
    if (mats.empty()) fail(file, line, quoted(key) + " before the first newmtl");
    Pending& m = mats.back();
    if (key == "Kd") {
      if (w.size() != 4 || !isNumber(w[1]) || !isNumber(w[2]) || !isNumber(w[3]))
        fail(file, line, "Kd takes 3 numbers (r g b, 0..1)");
      m.kd = true;
    } else if (key == "rs_debris" || key == "rs_team" || key == "rs_decal") {
      long v = -1;
      const long hi = key == "rs_debris" ? 3 : 1;
      if (w.size() != 2 || !isInt(w[1], v) || v < 0 || v > hi)
        fail(file, line, std::string(key) + " takes one whole number 0.." + std::to_string(hi));
      if (key == "rs_debris") {
        m.flags |= faceClassFlags(static_cast<int>(v));
      } else if (v != 0) {
        m.flags |= key == "rs_team" ? kFaceTeam : kFaceDecal;
      }
    } else if (key == "Ka" || key == "Ks" || key == "Ke" || key == "Ns" || key == "Ni" || key == "d" ||
               key == "Tr" || key == "illum") {
      // the other colours of a material: OBJ viewers read them, we do not
    } else {
      fail(file, line, "unknown statement " + quoted(key) + " (newmtl, Kd, rs_debris, rs_team, rs_decal)");
    }
  });
  if (mats.empty()) fail(file, 1, "no material (newmtl)");
  // then tinyobjloader reads the values
  std::map<std::string, int> index;
  std::vector<tinyobj::material_t> read;
  std::string warn;
  std::string err;
  std::istringstream in{std::string(text)};
  tinyobj::LoadMtl(&index, &read, &in, &warn, &err);
  ModelPalette out;
  for (const Pending& p : mats) {
    if (!p.kd) fail(file, p.line, "material " + quoted(p.name) + " has no Kd (its colour)");
    const auto it = index.find(p.name);
    if (it == index.end() || it->second < 0 || static_cast<size_t>(it->second) >= read.size())
      fail(file, p.line, "material " + quoted(p.name) + " unreadable");
    ModelMaterial m = materialOf(file, p.line, p.name, read[static_cast<size_t>(it->second)]);
    m.flags = p.flags;
    out.materials.emplace_back(p.name, m);
  }
  std::sort(out.materials.begin(), out.materials.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

Model parseModelFile(std::string_view file, std::string_view text, const ModelPalette& palette) {
  // our own pass: the statements we take, the line of every vertex, part and face (the
  // errors name them), the face corners as plain indices within the vertices so far
  std::vector<size_t> vertLine;
  std::vector<size_t> partLine;
  std::vector<std::string> partName;
  std::vector<size_t> partFaces;
  std::vector<FaceLine> faces;
  std::string material;
  size_t materialLine = 0;
  bool mtllib = false;
  eachLine(file, text, [&](size_t line, const std::vector<std::string_view>& w) {
    const std::string_view key = w[0];
    if (key == "v") {
      if (w.size() != 4 || !isNumber(w[1]) || !isNumber(w[2]) || !isNumber(w[3]))
        fail(file, line, "a vertex takes 3 plain numbers (x y z px)");
      vertLine.push_back(line);
    } else if (key == "o") {
      if (w.size() != 2) fail(file, line, "o takes one name (a part, no blanks)");
      if (!partLine.empty() && partFaces.back() == 0)
        fail(file, partLine.back(), "part " + quoted(partName.back()) + " has no face");
      if (partLine.size() == static_cast<size_t>(kModelParts))
        fail(file, line, "more than " + std::to_string(kModelParts) + " parts");
      partLine.push_back(line);
      std::string name(w[1]);
      std::replace(name.begin(), name.end(), '_', ' ');  // "door_a": part "door a"
      partName.push_back(std::move(name));
      partFaces.push_back(0);
    } else if (key == "f") {
      if (partLine.empty()) fail(file, line, "a face before the first part (o NAME)");
      if (w.size() != 4 && w.size() != 5) fail(file, line, "a face takes 3 or 4 corners");
      if (material.empty()) fail(file, line, "a face before the first usemtl");
      std::array<long, 4> c{};
      for (size_t i = 1; i < w.size(); ++i) {
        long v = 0;
        if (w[i][0] == '+' || !isInt(w[i], v) || v == 0)
          fail(file, line, "corner " + quoted(w[i]) + " is not a vertex number");
        const long n = static_cast<long>(vertLine.size());
        if (v < 0) v = n + 1 + v;
        if (v < 1 || v > n)
          fail(file, line, "corner " + quoted(w[i]) + ": no such vertex (" + std::to_string(n) + " so far)");
        c[i - 1] = v;
      }
      for (size_t i = 0; i + 1 < w.size() - 1; ++i) {
        for (size_t j = i + 1; j < w.size() - 1; ++j) {
          if (c[i] == c[j]) fail(file, line, "a face's corners repeat");
        }
      }
      if (++partFaces.back() > static_cast<size_t>(kModelPartFaces))
        fail(file, line,
             "part " + quoted(partName.back()) + ": more than " + std::to_string(kModelPartFaces) + " faces");
      faces.push_back({line, material});
    } else if (key == "usemtl") {
      if (w.size() != 2) fail(file, line, "usemtl takes one name");
      if (palette.find(w[1]) == nullptr) fail(file, line, "no material " + quoted(w[1]) + " in the palette");
      material = std::string(w[1]);
      materialLine = line;
    } else if (key == "mtllib") {
      if (w.size() != 2 || w[1] != kPaletteFile)
        fail(file, line, "mtllib takes the palette (mtllib palette.mtl)");
      mtllib = true;
    } else if (key == "s") {
      // smoothing groups: the models are flat-shaded
    } else {
      fail(file, line, "unknown statement " + quoted(key) + " (a model takes o, v, f, usemtl, mtllib)");
    }
  });
  (void)materialLine;
  if (!mtllib) fail(file, 1, "no mtllib palette.mtl");
  if (partLine.empty()) fail(file, 1, "no part (o NAME)");
  if (partFaces.back() == 0) fail(file, partLine.back(), "part " + quoted(partName.back()) + " has no face");

  // tinyobjloader reads the numbers, the faces and their materials
  class PaletteReader : public tinyobj::MaterialReader {
   public:
    bool operator()(const std::string&, std::vector<tinyobj::material_t>*, std::map<std::string, int>*,
                    std::string*, std::string*) override {
      return true;  // our palette is applied by name below
    }
  } reader;
  tinyobj::attrib_t attrib;
  std::vector<tinyobj::shape_t> shapes;
  std::vector<tinyobj::material_t> materials;
  std::string warn;
  std::string err;
  std::istringstream in{std::string(text)};
  const bool ok = tinyobj::LoadObj(&attrib, &shapes, &materials, &warn, &err, &in, &reader, false);
  if (!ok || !err.empty()) {
    const std::string first = err.substr(0, err.find('\n'));
    fail(file, 1, "tinyobjloader: " + (first.empty() ? std::string("cannot read it") : first));
  }
  size_t nfaces = 0;
  for (const auto& s : shapes) nfaces += s.mesh.num_face_vertices.size();
  if (shapes.size() != partLine.size() || nfaces != faces.size() ||
      attrib.vertices.size() != 3 * vertLine.size()) {
    fail(file, 1,
         "tinyobjloader read " + std::to_string(shapes.size()) + " parts, " + std::to_string(nfaces) +
             " faces (the file has " + std::to_string(partLine.size()) + ", " + std::to_string(faces.size()) +
             ")");
  }

  // the coordinates: px, whole multiples of 1/16 px, |v| <= 128 px
  std::vector<Vec3> pos(vertLine.size());
  for (size_t i = 0; i < vertLine.size(); ++i) {
    std::array<Fixed, 3> xyz{};
    for (size_t a = 0; a < 3; ++a) {
      const double v = static_cast<double>(attrib.vertices[3 * i + a]);
      if (!(std::abs(v) <= 128.0)) fail(file, vertLine[i], "coordinate out of -128..128 px");
      const double sixteenths = v * 16.0;
      const long n = std::lround(sixteenths);
      if (std::abs(sixteenths - static_cast<double>(n)) > 1e-3)
        fail(file, vertLine[i], "coordinate " + std::to_string(v) + " px is not a whole 1/16 px");
      xyz[a] = static_cast<Fixed>(n * (core::kOne / 16));
    }
    pos[i] = {xyz[0], xyz[1], xyz[2]};
  }

  Model m;
  {
    std::string stem(
        file.substr(file.find_last_of('/') == std::string_view::npos ? 0 : file.find_last_of('/') + 1));
    if (stem.size() > 4 && stem.ends_with(".obj")) stem.resize(stem.size() - 4);
    std::replace(stem.begin(), stem.end(), '_', ' ');
    m.name = stem;
  }
  size_t faceAt = 0;
  for (size_t si = 0; si < shapes.size(); ++si) {
    const tinyobj::mesh_t& mesh = shapes[si].mesh;
    ModelPart part;
    part.name = partName[si];
    // the part's vertices: those its faces use, in file order
    std::vector<int> used;
    for (const tinyobj::index_t& ix : mesh.indices) used.push_back(ix.vertex_index);
    std::sort(used.begin(), used.end());
    used.erase(std::unique(used.begin(), used.end()), used.end());
    if (used.size() > static_cast<size_t>(kModelPartVerts))
      fail(file, partLine[si],
           "part " + quoted(part.name) + " uses " + std::to_string(used.size()) + " vertices (at most " +
               std::to_string(kModelPartVerts) + ")");
    for (int g : used) {
      if (g < 0 || static_cast<size_t>(g) >= pos.size()) fail(file, partLine[si], "a face names no vertex");
      part.vert.push_back(pos[static_cast<size_t>(g)]);
    }
    size_t k = 0;
    for (size_t fi = 0; fi < mesh.num_face_vertices.size(); ++fi, ++faceAt) {
      const size_t n = mesh.num_face_vertices[fi];
      const FaceLine& fl = faces[faceAt];
      if ((n != 3 && n != 4) || k + n > mesh.indices.size())
        fail(file, fl.line, "a face takes 3 or 4 corners");
      ModelFace f;
      for (size_t c = 0; c < 4; ++c) {
        const int g = mesh.indices[k + std::min(c, n - 1)].vertex_index;
        f.v[c] = static_cast<uint8_t>(std::lower_bound(used.begin(), used.end(), g) - used.begin());
      }
      k += n;
      const ModelMaterial* mat = palette.find(fl.material);
      if (mat == nullptr) fail(file, fl.line, "no material " + quoted(fl.material) + " in the palette");
      f.colour = mat->colour;
      f.flags = mat->flags;
      part.face.push_back(f);
    }
    part.nverts = static_cast<uint8_t>(part.vert.size());
    part.nfaces = static_cast<uint8_t>(part.face.size());
    m.part.push_back(std::move(part));
  }
  m.nparts = static_cast<uint8_t>(m.part.size());
  return m;
}

std::string_view modelFileName(ModelId id) {
  if (id >= kModelFiles.size()) throw std::out_of_range("model id " + std::to_string(id));
  return kModelFiles[id];
}

std::shared_ptr<const ModelSet> parseModelSet(std::span<const ModelFileText> files) {
  const auto base = [](std::string_view path) {
    const size_t slash = path.find_last_of('/');
    return slash == std::string_view::npos ? path : path.substr(slash + 1);
  };
  const ModelFileText* paletteFile = nullptr;
  for (const ModelFileText& f : files) {
    if (base(f.name) == kPaletteFile) paletteFile = &f;
  }
  if (paletteFile == nullptr)
    throw LoadError("data/rf/models/palette.mtl", "missing (the models' materials)");
  const ModelPalette palette = parseModelPalette(paletteFile->name, paletteFile->text);
  auto set = std::make_shared<ModelSet>();
  set->models.resize(mdl::Count);
  std::vector<bool> seen(mdl::Count, false);
  for (const ModelFileText& f : files) {
    const std::string_view b = base(f.name);
    if (b == kPaletteFile) continue;
    ModelId id = 0;
    for (ModelId i = 1; i < mdl::Count; ++i) {
      if (b.size() == kModelFiles[i].size() + 4 && b.starts_with(kModelFiles[i]) && b.ends_with(".obj"))
        id = i;
    }
    if (id == 0) throw LoadError(std::string(f.name), "no model id of this name (models.cpp kModelFiles)");
    if (seen[id]) throw LoadError(std::string(f.name), "a second file of the model");
    seen[id] = true;
    set->models[id] = parseModelFile(f.name, f.text, palette);
  }
  for (ModelId i = 1; i < mdl::Count; ++i) {
    if (!seen[i])
      throw LoadError("data/rf/models/" + std::string(kModelFiles[i]) + ".obj",
                      "missing (model id " + std::to_string(i) + ")");
  }
  return set;
}

const ModelSet& builtinModels() {
  static const std::shared_ptr<const ModelSet> kBuiltin = parseModelSet(builtinModelFiles());
  return *kBuiltin;
}

namespace {

Fixed topOf(const Model& m) {
  Fixed top = 0;
  bool any = false;
  for (const ModelPart& p : m.parts()) {
    for (const Vec3& v : p.verts()) {
      top = !any || v.z > top ? v.z : top;
      any = true;
    }
  }
  return top;
}

int classFaces(const Model& m, int part, int k) {
  int n = 0;
  for (int i = 0; i < m.nparts; ++i) {
    if (part >= 0 && i != part) continue;
    for (const ModelFace& f : m.part[static_cast<size_t>(i)].faces()) {
      n += (k == 0 ? f.debrisClass() != 0 : f.debrisClass() == k) ? 1 : 0;
    }
  }
  return n;
}

// The models of every BNO id: intact, damaged, destroyed, and the set its faces are for.
struct BnoModelRow {
  ModelId intact;
  ModelId damaged;
  ModelId destroyed;
  DebrisSetId set;
};
using S = DebrisSetId;
constexpr BnoModelRow same(ModelId m, ModelId destroyed, S set) {
  return {m, m, destroyed, set};
}
constexpr BnoModelRow kNoRow{kNoModel, kNoModel, kNoModel, S::None};

// designed (the object table 0x451438's model pointers): one row per BNO id; every damageable
// object has a damaged look of its own (the rocks and the destroyed states keep the intact one)
// clang-format off
constexpr auto kBnoModels = std::to_array<BnoModelRow>({
    kNoRow,                                                          // 0 BNO_NONE
    {mdl::Bush, mdl::BushDamaged, mdl::DestBush, S::Bushes},                       // 1 BNO_BUSH_1S
    {mdl::Bush, mdl::BushDamaged, mdl::DestBush, S::Bushes},                       // 2 BNO_BUSH_2S
    {mdl::Palm, mdl::PalmDamaged, mdl::DestPalm, S::Bushes},                       // 3 BNO_PALM_1S
    {mdl::Palm, mdl::PalmDamaged, mdl::DestPalm, S::Bushes},                       // 4 BNO_PALM_2S
    {mdl::Tree, mdl::TreeDamaged, mdl::DestTree, S::Bushes},                       // 5 BNO_TREE_S
    {mdl::Cactus, mdl::CactusDamaged, mdl::DestPalm, S::Bushes},  // 6 BNO_CACTUS (-> DEST_TREE_S: designed, a stump)
    same(mdl::Rock, kNoModel, S::Set3),                              // 7 BNO_ROCK_1S
    same(mdl::Rock, kNoModel, S::Set3),                              // 8 BNO_ROCK_2S
    same(mdl::Rock, kNoModel, S::Set3),                              // 9 BNO_ROCK_1T
    same(mdl::Rock, kNoModel, S::Set3),                              // 10 BNO_ROCK_2T
    {mdl::Planter, mdl::PlanterDamaged, mdl::DestPlanter, S::Bushes},                 // 11 BNO_PLANTER_BUSH
    {mdl::Planter, mdl::PlanterDamaged, mdl::DestPlanter, S::Bushes},                 // 12 BNO_PLANTER_BERRY
    {mdl::Planter, mdl::PlanterDamaged, mdl::DestPlanter, S::Bushes},                 // 13 BNO_PLANTER_STONE
    {mdl::Ammo, mdl::AmmoDamaged, mdl::DestAmmo, S::Set4},                         // 14 BNO_AMMO
    {mdl::Prison, mdl::PrisonDamaged, mdl::Rubble, S::Set2},         // 15 BNO_PRISON_S
    {mdl::Prison, mdl::PrisonDamaged, mdl::Rubble, S::Set2},         // 16 BNO_PRISON_E
    {mdl::Prison, mdl::PrisonDamaged, mdl::Rubble, S::Set2},         // 17 BNO_PRISON_W
    kNoRow,                                                          // 18 BNO_WATCHTOWER_NE (never placed)
    kNoRow,                                                          // 19
    kNoRow,                                                          // 20
    kNoRow,                                                          // 21
    {mdl::FlagBuilding, mdl::FlagBuildingDamaged, mdl::DmgFlag, S::Set2},  // 22 BNO_FLAG
    {mdl::Building, mdl::BuildingDamaged, mdl::Rubble, S::Set2},     // 23 BNO_BLDG_N
    {mdl::Building, mdl::BuildingDamaged, mdl::Rubble, S::Set2},     // 24 BNO_BLDG_S
    {mdl::Building, mdl::BuildingDamaged, mdl::Rubble, S::Set2},     // 25 BNO_BLDG_E
    {mdl::Building, mdl::BuildingDamaged, mdl::Rubble, S::Set2},     // 26 BNO_BLDG_W
    {mdl::Factory, mdl::FactoryDamaged, mdl::Rubble, S::Set2},       // 27 BNO_FACT_N
    {mdl::Factory, mdl::FactoryDamaged, mdl::Rubble, S::Set2},       // 28 BNO_FACT_S
    {mdl::Factory, mdl::FactoryDamaged, mdl::Rubble, S::Set2},       // 29 BNO_FACT_E
    {mdl::Factory, mdl::FactoryDamaged, mdl::Rubble, S::Set2},       // 30 BNO_FACT_W
    {mdl::Bunker, mdl::BunkerDamaged, mdl::Rubble, S::Set2},                         // 31 BNO_BNKR_N
    {mdl::Bunker, mdl::BunkerDamaged, mdl::Rubble, S::Set2},                         // 32 BNO_BNKR_S
    {mdl::Bunker, mdl::BunkerDamaged, mdl::Rubble, S::Set2},                         // 33 BNO_BNKR_E
    {mdl::Bunker, mdl::BunkerDamaged, mdl::Rubble, S::Set2},                         // 34 BNO_BNKR_W
    {mdl::Outpost, mdl::OutpostDamaged, mdl::Rubble, S::Set2},                        // 35 BNO_OUTPOST
    {mdl::Hospital, mdl::HospitalDamaged, mdl::Rubble, S::Set2},     // 36 BNO_HOSP_S
    {mdl::Hospital, mdl::HospitalDamaged, mdl::Rubble, S::Set2},     // 37 BNO_HOSP_E
    {mdl::Hospital, mdl::HospitalDamaged, mdl::Rubble, S::Set2},     // 38 BNO_HOSP_W
    {mdl::FuelN, mdl::FuelNDamaged, mdl::DestFuel, S::Set4},                        // 39 BNO_FUEL_N
    {mdl::FuelS, mdl::FuelSDamaged, mdl::DestFuel, S::Set4},                        // 40 BNO_FUEL_S
    {mdl::FuelE, mdl::FuelEDamaged, mdl::DestFuel, S::Set4},                        // 41 BNO_FUEL_E
    {mdl::FuelW, mdl::FuelWDamaged, mdl::DestFuel, S::Set4},                        // 42 BNO_FUEL_W
    {mdl::GateH, mdl::GateHDamaged, mdl::DestGate, S::Set3},                        // 43 BNO_GATE_H
    {mdl::GateV, mdl::GateVDamaged, mdl::DestGate, S::Set3},                        // 44 BNO_GATE_V
    {mdl::WallV, mdl::WallVDamaged, kNoModel, S::Set3},                             // 45 BNO_WALL_V (-> terrain 0x6a)
    {mdl::WallH, mdl::WallHDamaged, kNoModel, S::Set3},                             // 46 BNO_WALL_H
    {mdl::TentV, mdl::TentVDamaged, mdl::DestTent, S::Set4},                        // 47 BNO_TENT_V
    {mdl::TentH, mdl::TentHDamaged, mdl::DestTent, S::Set4},                        // 48 BNO_TENT_H
    {mdl::Tower, mdl::TowerDamaged, mdl::DmgTower, S::TowerBase},    // 49 BNO_TOWER
    {mdl::LargeTower, mdl::LargeTowerDamaged, mdl::DmgTower, S::TowerBase},              // 50 BNO_LARGE_TOWER
    same(mdl::Rubble, kNoModel, S::None),                            // 51 BNO_STD_DEST
    kNoRow,                                                          // 52 BNO_DEST_JAIL
    same(mdl::Rubble, kNoModel, S::None),                            // 53 BNO_DEST_HOSP
    {mdl::LdmgWallH, mdl::LdmgWallHDamaged, kNoModel, S::Set3},                         // 54 BNO_LDMG_WALL_H
    {mdl::RdmgWallH, mdl::RdmgWallHDamaged, kNoModel, S::Set3},                         // 55 BNO_RDMG_WALL_H
    {mdl::BdmgWallH, mdl::BdmgWallHDamaged, kNoModel, S::Set3},                         // 56 BNO_BDMG_WALL_H
    {mdl::LdmgWallV, mdl::LdmgWallVDamaged, kNoModel, S::Set3},                         // 57 BNO_LDMG_WALL_V
    {mdl::RdmgWallV, mdl::RdmgWallVDamaged, kNoModel, S::Set3},                         // 58 BNO_RDMG_WALL_V
    {mdl::BdmgWallV, mdl::BdmgWallVDamaged, kNoModel, S::Set3},                         // 59 BNO_BDMG_WALL_V
    same(mdl::DmgTower, kNoModel, S::None),                          // 60 BNO_DMG_TOWER
    same(mdl::DmgTower, kNoModel, S::None),                          // 61 BNO_DESTROYED_TOWER
    {mdl::DmgFlag, mdl::DmgFlagDamaged, mdl::DestFlag, S::Set2},                      // 62 BNO_DMG_FLAG
    same(mdl::DestFlag, kNoModel, S::None),                          // 63 BNO_DEST_FLAG
    same(mdl::DestTent, kNoModel, S::None),                          // 64 BNO_DEST_TENT
    same(mdl::DestAmmo, kNoModel, S::None),                          // 65 BNO_DEST_AMMO
    same(mdl::DestGate, kNoModel, S::None),                          // 66 BNO_DEST_GATE_H
    same(mdl::DestGate, kNoModel, S::None),                          // 67 BNO_DEST_GATE_V
    same(mdl::DmgTower, kNoModel, S::None),                          // 68 BNO_READY_TOWER
    {mdl::WtowerNE, mdl::WtowerNEDamaged, mdl::DestWtower, S::Set4},                   // 69 BNO_WTOWER_NE
    {mdl::WtowerNW, mdl::WtowerNWDamaged, mdl::DestWtower, S::Set4},                   // 70 BNO_WTOWER_NW
    {mdl::WtowerSE, mdl::WtowerSEDamaged, mdl::DestWtower, S::Set4},                   // 71 BNO_WTOWER_SE
    {mdl::WtowerSW, mdl::WtowerSWDamaged, mdl::DestWtower, S::Set4},                   // 72 BNO_WTOWER_SW
    same(mdl::Rubble, kNoModel, S::None),                            // 73 BNO_DEST_PRISON
    {mdl::BridgeH, mdl::BridgeHDamaged, mdl::DestBridge, S::BridgePlanks},            // 74 BNO_BRIGE_H
    {mdl::BridgeV, mdl::BridgeVDamaged, mdl::DestBridge, S::BridgePlanks},            // 75 BNO_BRIGE_V
    same(mdl::DestBridge, kNoModel, S::None),                        // 76 BNO_DEST_BRIGE
    same(mdl::DestFuel, kNoModel, S::None),                          // 77 BNO_DEST_FUEL
    same(mdl::DestWtower, kNoModel, S::None),                        // 78 BNO_DEST_WTOWER_NE
    same(mdl::DestWtower, kNoModel, S::None),                        // 79 BNO_DEST_WTOWER_NW
    same(mdl::DestWtower, kNoModel, S::None),                        // 80 BNO_DEST_WTOWER_SE
    same(mdl::DestWtower, kNoModel, S::None),                        // 81 BNO_DEST_WTOWER_SW
    same(mdl::Rubble, kNoModel, S::None),                            // 82 BNO_DEST_OUTPOST
    same(mdl::DestPlanter, kNoModel, S::None),                       // 83 BNO_DEST_PLANTER
    same(mdl::DestPalm, kNoModel, S::None),                          // 84 BNO_DEST_TREE_S (a palm's or a cactus's stump)
    same(mdl::DestPalm, kNoModel, S::None),                          // 85 BNO_DEST_TREE_D
    same(mdl::DestTree, kNoModel, S::None),                          // 86 BNO_DEST_TREE
    same(mdl::DestBush, kNoModel, S::None),                          // 87 BNO_DEST_BUSH_1
    same(mdl::DestBush, kNoModel, S::None),                          // 88 BNO_DEST_BUSH_2
    kNoRow,                                                          // 89 BNO_STORAGE_LIGHT
    {mdl::Tower, mdl::TowerDamaged, mdl::DmgTower, S::TowerBase},    // 90 BNO_ACTIVE_TOWER (the view skips the turret part)
});
// clang-format on
static_assert(kBnoModels.size() == kBnoCount, "one row per id of the object table 0x451438 (91)");

// designed: the vehicle models (descriptor [0x52] normal, [0x58] wreck), in 0x44afc8 order
constexpr auto kVehicleModels = std::to_array<VehicleModels>({
    {mdl::TankHull, mdl::TankTurret, kNoModel, mdl::TankWreck, kNoModel},  // 0 Tank
    {mdl::JeepHull, kNoModel, kNoModel, mdl::JeepWreck, mdl::JeepBoat},    // 1 Jeep
    {mdl::MsvHull, mdl::MsvLauncher, kNoModel, mdl::MsvWreck, kNoModel},   // 2 MSV
    {mdl::HeliHull, kNoModel, mdl::HeliRotor, mdl::HeliWreck, kNoModel},   // 3 Heli
});
static_assert(kVehicleModels.size() == kVehicleTypes);

const BnoModelRow& bnoRow(uint32_t bno) {
  if (bno >= kBnoModels.size()) {
    throw std::out_of_range("BNO id " + std::to_string(bno) + " has no model entry (0.." +
                            std::to_string(kBnoCount - 1) + ")");
  }
  return kBnoModels[bno];
}

}  // namespace

const Model& modelDef(const ModelSet& set, ModelId id) {
  if (id >= mdl::Count || id >= set.models.size())
    throw std::out_of_range("model id " + std::to_string(id) + " (0.." + std::to_string(mdl::Count - 1) +
                            ")");
  return set.models[id];
}

const Model& modelDef(ModelId id) {
  return modelDef(builtinModels(), id);
}

Fixed modelTop(const Model& m) {
  return topOf(m);
}

Fixed modelBottom(const Model& m) {
  Fixed bottom = 0;
  bool any = false;
  for (const ModelPart& p : m.parts()) {
    for (const Vec3& v : p.verts()) {
      bottom = !any || v.z < bottom ? v.z : bottom;
      any = true;
    }
  }
  return bottom;
}

int modelDebrisFaces(const Model& m, int part, int k) {
  return classFaces(m, part, k);
}

Vec3 faceMean(const ModelPart& p, const ModelFace& f) {
  int64_t sx = 0;
  int64_t sy = 0;
  int64_t sz = 0;
  for (uint8_t i : f.v) {
    const Vec3& v = p.vert[i];
    sx += v.x;
    sy += v.y;
    sz += v.z;
  }
  // designed: the sum of the 4 corners >> 2 (rounds toward minus infinity)
  return {static_cast<Fixed>(sx >> 2), static_cast<Fixed>(sy >> 2), static_cast<Fixed>(sz >> 2)};
}

ModelId bnoModel(uint32_t bno) {
  return bnoRow(bno).intact;
}

ModelId bnoModelIn(uint32_t bno, BnoLook look) {
  const BnoModelRow& r = bnoRow(bno);
  switch (look) {
    case BnoLook::Intact:
      return r.intact;
    case BnoLook::Damaged:
      return r.damaged;
    case BnoLook::Destroyed:
      return r.destroyed;
  }
  return r.intact;
}

DebrisSetId bnoDebrisSet(uint32_t bno) {
  return bnoRow(bno).set;
}

const VehicleModels& vehicleModels(VehicleType type) {
  const auto i = static_cast<size_t>(type);
  if (i >= kVehicleModels.size()) throw std::out_of_range("vehicle type " + std::to_string(i) + " (0..3)");
  return kVehicleModels[i];
}

ModelId modelOfGfx(int32_t gfx) {
  switch (static_cast<GfxId>(gfx)) {
    case GfxId::Tank:
      return mdl::TankHull;
    case GfxId::Jeep:
      return mdl::JeepHull;
    case GfxId::Msv:
      return mdl::MsvHull;
    case GfxId::Heli:
      return mdl::HeliHull;
    case GfxId::TankHulk:
      return mdl::TankWreck;
    case GfxId::JeepHulk:
      return mdl::JeepWreck;
    case GfxId::MsvHulk:
      return mdl::MsvWreck;
    case GfxId::HeliHulk:
      return mdl::HeliWreck;
    case GfxId::Drone:
      return mdl::Drone;
    default:
      return kNoModel;
  }
}

}  // namespace rf
