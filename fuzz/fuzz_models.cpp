// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer target for the model file reader (docs/models.md, rf/data/models.hpp): any text
// either parses with the built-in palette or fails with one rf::LoadError line naming the file
// and line; nothing else may escape or crash. A model that parses keeps the limits: at most
// kModelParts parts, kModelPartFaces faces and kModelPartVerts vertices a part, every corner
// an index into its part's vertices, coordinates whole 1/16 px within 128 px, no flag but
// the debris class and the team bit. The same bytes read as a palette must do the same.
#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>

#include "rf/data/load_error.hpp"
#include "rf/data/models.hpp"

namespace {

void check(bool ok) {
  if (!ok) __builtin_trap();
}

const rf::ModelPalette& palette() {
  static const rf::ModelPalette kPalette = [] {
    for (const rf::ModelFileText& f : rf::builtinModelFiles()) {
      if (f.name.ends_with("palette.mtl")) return rf::parseModelPalette(f.name, f.text);
    }
    std::abort();
  }();
  return kPalette;
}

void checkModel(const rf::Model& m) {
  check(m.nparts >= 1 && m.nparts <= rf::kModelParts && m.nparts == m.part.size());
  for (const rf::ModelPart& p : m.parts()) {
    check(p.nfaces >= 1 && p.nfaces <= rf::kModelPartFaces && p.nfaces == p.face.size());
    check(p.nverts <= rf::kModelPartVerts && p.nverts == p.vert.size());
    for (const core::Vec3& v : p.verts()) {
      for (core::Fixed c : {v.x, v.y, v.z}) check(c % 4096 == 0 && c >= -core::px(128) && c <= core::px(128));
    }
    for (const rf::ModelFace& f : p.faces()) {
      for (uint8_t i : f.v) check(i < p.nverts);
      check((f.flags & ~rf::kFaceFlagsMask) == 0 && f.colour <= 0xffffff);
    }
  }
}

void checkError(const rf::LoadError& e) {
  const std::string msg = e.what();
  check(msg.find('\n') == std::string::npos);
  check(msg.rfind("fuzz.obj:", 0) == 0 || msg.rfind("fuzz.mtl:", 0) == 0);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  try {
    checkModel(rf::parseModelFile("fuzz.obj", text, palette()));
  } catch (const rf::LoadError& e) {
    checkError(e);
  }
  try {
    const rf::ModelPalette p = rf::parseModelPalette("fuzz.mtl", text);
    for (const auto& [name, m] : p.materials) check(!name.empty() && (m.flags & ~rf::kFaceFlagsMask) == 0);
  } catch (const rf::LoadError& e) {
    checkError(e);
  }
  return 0;
}
