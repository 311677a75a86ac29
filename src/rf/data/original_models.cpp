// SPDX-License-Identifier: GPL-3.0-or-later
#include "rf/data/original_models.hpp"

#include <algorithm>

#include "rf/data/load_error.hpp"
#include "rf/data/models.hpp"
#include "rf/data/original_addresses.hpp"
#include "rf/data/original_program.hpp"

namespace rf {
namespace {

using namespace om;

// One stored vertex (3 x 16.16) at `e`.
core::Vec3 vertexAt(const PeImage& img, uint32_t e, const std::string& what) {
  return {img.i32(e, what), img.i32(e + 4, what), img.i32(e + 8, what)};
}

class PartReader {
 public:
  PartReader(const PeImage& img, OriginalModels& out) : img_(img), out_(out) {}

  // The chain from `first` (named by `from` in messages), every part read once.
  void chain(uint32_t first, const std::string& from) {
    uint32_t at = first;
    for (uint32_t n = 0; at != 0; ++n) {
      if (n >= kMaxChain)
        throw LoadError(img_.file(), from + ": the chain of parts from " + hexAddress(first) +
                                         " is longer than " + std::to_string(kMaxChain) + " parts");
      inRange(at, kHeader, from + ": part " + hexAddress(at));
      auto it = out_.parts.find(at);
      if (it == out_.parts.end()) it = out_.parts.emplace(at, part(at)).first;
      at = it->second.next;
    }
  }

 private:
  void inRange(uint32_t va, uint64_t n, const std::string& what) const {
    if (va < kBegin || va + n > kEnd)
      throw LoadError(img_.file(),
                      what + " is outside the models' range " + hexAddress(kBegin) + ".." + hexAddress(kEnd));
    img_.require(va, static_cast<uint32_t>(n), what);
  }

  OrigPart part(uint32_t at) {
    const std::string name = "part " + hexAddress(at);
    auto field = [&](uint32_t off) { return name + " +" + hexAddress(off); };
    auto dw = [&](uint32_t off) { return img_.u32(at + off, field(off)); };
    OrigPart p;
    p.address = at;
    p.drawFn = dw(kDraw);
    switch (p.drawFn) {
      case kDrawStatic:
        p.draw = OrigDraw::Static;
        break;
      case kDrawYaw:
        p.draw = OrigDraw::Yaw;
        break;
      case kDrawYawPitch:
        p.draw = OrigDraw::YawPitch;
        break;
      case kDrawTurret:
        p.draw = OrigDraw::Turret;
        break;
      case kDrawTilted:
        p.draw = OrigDraw::Tilted;
        break;
      default:
        p.draw = OrigDraw::Other;
        break;
    }
    p.next = dw(kNext);
    p.shape = dw(kShape);
    p.flags = dw(kFlags);
    p.offset = {static_cast<int32_t>(dw(kOffset)), static_cast<int32_t>(dw(kOffset + 4)),
                static_cast<int32_t>(dw(kOffset + 8))};
    p.zBias = static_cast<int32_t>(dw(kZBias));
    p.depthHook = dw(kDepthHook);
    p.posHook = dw(kPosHook);
    const uint32_t nv = dw(kNVerts);
    if (nv > kMaxVerts)
      throw LoadError(img_.file(), field(kNVerts) + ": " + std::to_string(nv) +
                                       " vertices, expected at most " + std::to_string(kMaxVerts));
    if (nv > 0) {
      const uint32_t v = dw(kVerts);
      inRange(v, uint64_t{nv} * 12, field(kVerts) + ": vertices " + hexAddress(v));
      for (uint32_t i = 0; i < nv; ++i) p.verts.push_back(vertexAt(img_, v + 12 * i, field(kVerts)));
    }
    p.faceCount = static_cast<int32_t>(dw(kNFaces));
    uint32_t nf = 0;
    if (p.faceCount > 0) {
      nf = static_cast<uint32_t>(p.faceCount);
      if (nf > kMaxFaces)
        throw LoadError(img_.file(), field(kNFaces) + ": " + std::to_string(nf) +
                                         " faces, expected at most " + std::to_string(kMaxFaces));
    } else {
      // the octant lists say which faces there are: as many as the highest index + 1
      const uint32_t lists = dw(kOctantLists);
      if (lists != 0) {
        inRange(lists, 4 * kOctants, field(kOctantLists) + ": octant lists " + hexAddress(lists));
        for (uint32_t o = 0; o < kOctants; ++o) {
          const uint32_t l = img_.u32(lists + 4 * o, field(kOctantLists));
          const std::string what =
              field(kOctantLists) + " octant " + std::to_string(o) + " list " + hexAddress(l);
          for (uint32_t k = 0;; ++k) {
            if (k > kMaxOctantList)
              throw LoadError(img_.file(), what + ": no end (a negative byte) within " +
                                               std::to_string(kMaxOctantList) + " faces");
            inRange(l + k, 1, what);
            const int8_t f = static_cast<int8_t>(img_.u8(l + k, what));
            if (f < 0) break;
            if (static_cast<uint32_t>(f) >= kMaxFaces)
              throw LoadError(img_.file(), what + ": face " + std::to_string(f) + ", expected below " +
                                               std::to_string(kMaxFaces));
            p.octants[o].push_back(static_cast<uint8_t>(f));
            nf = std::max(nf, static_cast<uint32_t>(f) + 1);
          }
        }
      }
    }
    if (nf > 0) {
      const uint32_t f = dw(kFaces);
      inRange(f, uint64_t{nf} * 4 * kFaceDwords, field(kFaces) + ": faces " + hexAddress(f));
      for (uint32_t i = 0; i < nf; ++i) {
        const uint32_t e = f + 4 * kFaceDwords * i;
        const std::string what = name + " face " + std::to_string(i);
        OrigFace face;
        face.sprite = img_.u32(e, what);
        face.flags = img_.u32(e + 4, what);
        face.a = img_.u32(e + 8, what);
        face.b = img_.u32(e + 12, what);
        for (uint32_t c = 0; c < 4; ++c) face.corners[c] = img_.u32(e + 16 + 4 * c, what);
        auto vertex = [&](uint32_t v, const char* which) {
          if (v >= nv)
            throw LoadError(img_.file(), what + " at " + hexAddress(e) + ": " + which + " vertex " +
                                             std::to_string(v) + ", the part has " + std::to_string(nv));
        };
        if (face.flags & (kFaceTestX | kFaceTestY)) {
          vertex(face.a, "test");
          vertex(face.b, "test");
        }
        for (uint32_t c : face.corners) vertex(c, "corner");
        if (face.sprite > 0xffff)
          throw LoadError(img_.file(), what + " at " + hexAddress(e) + ": sprite " +
                                           std::to_string(face.sprite) +
                                           ", expected a cel index below 65536");
        p.faces.push_back(face);
      }
    }
    out_.faces += static_cast<int>(p.faces.size());
    out_.verts += static_cast<int>(p.verts.size());
    return p;
  }

  const PeImage& img_;
  OriginalModels& out_;
};

}  // namespace

std::vector<const OrigPart*> OriginalModels::chain(uint32_t first) const {
  std::vector<const OrigPart*> c;
  for (uint32_t at = first; at != 0 && c.size() < kMaxChain;) {
    const auto it = parts.find(at);
    if (it == parts.end()) break;
    c.push_back(&it->second);
    at = it->second.next;
  }
  return c;
}

uint32_t OriginalModels::maxSprite() const {
  uint32_t m = 0;
  for (const auto& [at, p] : parts) {
    for (const OrigFace& f : p.faces) m = std::max(m, f.sprite + ((f.flags & om::kFaceTeam) ? 1u : 0u));
  }
  return m;
}

std::vector<uint32_t> octantFaces(const OrigPart& part, int32_t yaw) {
  std::vector<uint32_t> out;
  if (part.faceCount > 0) {
    for (uint32_t i = 0; i < part.faces.size(); ++i) out.push_back(i);
    return out;
  }
  // designed: the octant is yaw >> 21 (eight of 45 degrees, 0 = north); render.md gives the
  // index as (yaw & 0xfff9ffff) >> 19, a byte offset whose scaling it does not settle.
  const uint32_t o = (static_cast<uint32_t>(yaw) >> 21) & 7u;
  for (uint8_t f : part.octants[o]) out.push_back(f);
  return out;
}

OriginalModels readOriginalModels(const PeImage& img, const ClassRecords& classes) {
  OriginalModels out;
  PartReader r(img, out);
  for (uint32_t i = 0; i < static_cast<uint32_t>(kBnoCount); ++i) {
    const uint32_t rec = orig::kBnoTableVa + i * orig::kBnoRecord;
    const std::string from = "BNO " + std::to_string(i) + " +0x8";
    out.bno[i] = img.u32(rec + orig::bno::kGraphics, from);
    r.chain(out.bno[i], from);
  }
  for (size_t i = 0; i < classes.size(); ++i) {
    if (classes[i].address == 0) continue;
    const std::string from = "the class descriptor " + hexAddress(classes[i].address) + " +0x14";
    out.classGraphic[i] = img.u32(classes[i].address + kClassGraphic, from);
    r.chain(out.classGraphic[i], from);
  }
  for (uint32_t v = 0; v < static_cast<uint32_t>(kVehicleTypes); ++v) {
    const uint32_t base = orig::kVehicleDescriptors[v];
    for (size_t k = 0; k < kVehicleDwords.size(); ++k) {
      const std::string from =
          "the vehicle descriptor " + hexAddress(base) + " dword " + hexAddress(kVehicleDwords[k]);
      out.vehicle[v][k] = img.u32(base + 4 * kVehicleDwords[k], from);
      r.chain(out.vehicle[v][k], from);
    }
  }
  for (uint32_t t = 0; t < static_cast<uint32_t>(kProjectileTypes); ++t) {
    const uint32_t rec = orig::kProjectileTable + t * orig::kProjectileRecord;
    const std::array<uint32_t, 2> offs{kProjModel, kProjShadow};
    for (size_t k = 0; k < 2; ++k) {
      const std::string from = "projectile type " + std::to_string(t) + " +" + hexAddress(offs[k]);
      out.projectile[t][k] = img.u32(rec + offs[k], from);
      r.chain(out.projectile[t][k], from);
    }
  }
  out.tankTurret = kTankTurret;
  r.chain(out.tankTurret, "the tank turret (Model_DrawTank)");
  for (size_t i = 0; i < kHeliRotors.size(); ++i) {
    out.heliRotor[i] = kHeliRotors[i];
    r.chain(out.heliRotor[i], "the heli's rotor (Model_DrawHeli)");
  }
  out.jeepBoat = kJeepBoat;
  r.chain(out.jeepBoat, "the jeep's boat (Model_DrawJeep)");
  out.jeepWake = kJeepWake;
  r.chain(out.jeepWake, "the jeep's wake (0x42f5c0)");
  auto table = [&](auto& verts, uint32_t at, const char* what) {
    const std::string name = std::string(what) + " " + hexAddress(at);
    img.require(at, static_cast<uint32_t>(verts.size() * 12), name);
    for (size_t i = 0; i < verts.size(); ++i) verts[i] = vertexAt(img, at + static_cast<uint32_t>(12 * i), name);
  };
  table(out.anim.barrel, kTankBarrel, "the tank's barrel");
  out.anim.barrelPitch = img.i32(kTankBarrelPitch, "the tank barrel's pitch " + hexAddress(kTankBarrelPitch));
  table(out.anim.launcherLow, kMsvLauncherLow, "the MSV's launcher");
  table(out.anim.launcherHigh, kMsvLauncherHigh, "the MSV's launcher");
  table(out.anim.boat, kJeepBoatVerts, "the jeep's boat morph");
  table(out.anim.tail, kHeliTail, "the heli's tail");
  return out;
}

OriginalModels loadOriginalModels(std::span<const uint8_t> bytes, const std::string& file) {
  checkProgramVersion(bytes, file);
  const PeImage img(bytes, file);
  return readOriginalModels(img, kClassNumbers);
}

uint32_t originalModelPart(const OriginalModels& m, ModelId model) {
  using namespace mdl;
  auto veh = [&](VehicleType t, size_t dword) { return m.vehicle[static_cast<size_t>(t)][dword]; };
  switch (model) {
    case TankHull: return veh(VehicleType::Tank, 0);
    case TankTurret: return m.tankTurret != 0 ? m.tankTurret : veh(VehicleType::Tank, 0);
    case JeepHull: return veh(VehicleType::Jeep, 0);
    case MsvHull:
    case MsvLauncher: return veh(VehicleType::Msv, 0);
    case HeliHull:
    case HeliRotor: return veh(VehicleType::Heli, 0);
    case TankWreck: return veh(VehicleType::Tank, 4);
    case JeepWreck: return veh(VehicleType::Jeep, 4);
    case MsvWreck: return veh(VehicleType::Msv, 4);
    case HeliWreck: return veh(VehicleType::Heli, 4);
    default: break;
  }
  for (uint32_t bno = 0; bno < m.bno.size(); ++bno)
    if (m.bno[bno] != 0 && bnoModel(bno) == model) return m.bno[bno];
  return 0;
}

namespace {

// A part as the debris sees it: the vertices (moved by the part's offset; at most 255, an
// index fits a byte) and the faces with their corners, debris class and team bit.
ModelPart debrisPart(const OrigPart& p) {
  ModelPart out;
  out.name = hexAddress(p.address);
  const size_t nv = std::min<size_t>(p.verts.size(), 255);
  for (size_t i = 0; i < nv; ++i) {
    const core::Vec3& v = p.verts[i];
    out.vert.push_back({v.x + p.offset.x, v.y + p.offset.y, v.z + p.offset.z});
  }
  for (const OrigFace& f : p.faces) {
    if (std::any_of(f.corners.begin(), f.corners.end(), [&](uint32_t c) { return c >= nv; })) continue;
    ModelFace face;
    for (size_t c = 0; c < 4; ++c) face.v[c] = static_cast<uint8_t>(f.corners[c]);
    face.flags = f.flags & (kFaceClassMask << kFaceClassShift);
    if ((f.flags & om::kFaceTeam) != 0) face.flags |= rf::kFaceTeam;
    out.face.push_back(face);
  }
  out.nverts = static_cast<uint8_t>(out.vert.size());
  out.nfaces = static_cast<uint8_t>(std::min<size_t>(out.face.size(), 255));
  out.face.resize(out.nfaces);
  return out;
}

}  // namespace

std::array<std::shared_ptr<const Model>, mdl::Count> originalDebrisModels(const OriginalModels& m) {
  std::array<std::shared_ptr<const Model>, mdl::Count> out{};
  for (uint32_t bno = 0; bno < m.bno.size(); ++bno) {
    if (m.bno[bno] == 0) continue;
    if (bno == bnoId(Bno::BrigeH) || bno == bnoId(Bno::BrigeV)) continue;  // the planks stay ours
    const ModelId id = bnoModel(bno);
    if (id == kNoModel || id >= out.size() || out[id] != nullptr) continue;  // the first BNO of a model
    std::vector<const OrigPart*> chain = m.chain(m.bno[bno]);
    if (bno == bnoId(Bno::Tower) || bno == bnoId(Bno::LargeTower)) {
      const auto turret =
          std::find_if(chain.begin(), chain.end(), [](const OrigPart* p) { return p->draw == OrigDraw::YawPitch; });
      if (turret != chain.end() && chain.size() > static_cast<size_t>(kTowerTurretPart)) {
        const OrigPart* t = *turret;
        chain.erase(turret);
        chain.insert(chain.begin() + kTowerTurretPart, t);
      }
    }
    auto model = std::make_shared<Model>();
    model->name = "RFIRE.BIN BNO " + std::to_string(bno);
    for (const OrigPart* p : chain) model->part.push_back(debrisPart(*p));
    model->nparts = static_cast<uint8_t>(model->part.size());
    out[id] = std::move(model);
  }
  return out;
}

}  // namespace rf
