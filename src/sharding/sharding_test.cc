#include "sharding/sharding.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "sharding/hlo_sharding.h"
#include "sharding/sdy_text.h"

namespace hlx {
namespace {

using Ints = std::vector<int64_t>;

MeshTable Meshes() {
  MeshTable meshes;
  meshes["m"] = Mesh{{{"x", 2}, {"y", 4}}, {}};
  meshes["one"] = Mesh{{{"x", 4}}, {}};
  meshes["ids"] = Mesh{{{"x", 2}, {"y", 2}}, {3, 2, 1, 0}};
  return meshes;
}

TensorSharding Read(const std::string& text) {
  StatusOr<TensorSharding> s = ParseSharding(text, Meshes());
  EXPECT_TRUE(s.ok()) << text << ": " << s.status().message();
  return s.ok() ? *s : TensorSharding();
}

TileAssignment Tiles(const std::string& text) {
  TensorSharding s = Read(text);
  return GetTileAssignment(s, Meshes().at(s.mesh));
}

TEST(Sharding, ReadsAndPrintsShardy) {
  const std::string text = R"(#sdy.sharding<@m, [{"x", ?}p1, {?}, {}], replicated={"y"}>)";
  TensorSharding s = Read(text);
  ASSERT_EQ(s.rank(), 3);
  EXPECT_FALSE(s.dims[0].closed);
  EXPECT_EQ(s.dims[0].priority, 1);
  EXPECT_EQ(s.dims[0].axes, std::vector<AxisRef>{WholeAxis(Meshes().at("m"), "x")});
  EXPECT_FALSE(s.dims[1].closed);
  EXPECT_TRUE(s.dims[2].closed);
  EXPECT_EQ(s.AttrText(), text);
  EXPECT_EQ(Read(R"(#sdy.sharding<@one, [{"x":(1)2}, {"x":(2)2}]>)").AttrText(),
            R"(#sdy.sharding<@one, [{"x":(1)2}, {"x":(2)2}]>)");
}

TEST(Sharding, RejectsInconsistentShardings) {
  const MeshTable meshes = Meshes();
  auto error = [&](const std::string& text) {
    StatusOr<TensorSharding> s = ParseSharding(text, meshes);
    return s.ok() ? std::string("ok") : s.status().message();
  };
  EXPECT_EQ(error(R"(#sdy.sharding<@m, [{"z"}]>)"),
            R"(expected an axis of the mesh @m ("x", "y"), found "z")");
  EXPECT_EQ(error(R"(#sdy.sharding<@m, [{"x"}, {"x"}]>)"),
            R"(expected each axis used once, found "x" and "x")");
  EXPECT_EQ(error(R"(#sdy.sharding<@m, [{"y"}], replicated={"y":(2)2}>)"),
            R"(expected each axis used once, found "y" and "y":(2)2)");
  EXPECT_EQ(error(R"(#sdy.sharding<@one, [{"x":(1)3}]>)"),
            R"(expected a sub-axis (pre)size whose sizes divide the axis "x" of size 4, found "x":(1)3)");
  EXPECT_EQ(error(R"(#sdy.sharding<@one, [{"x":(1)8}]>)"),
            R"(expected a sub-axis (pre)size whose sizes divide the axis "x" of size 4, found "x":(1)8)");
  // A sub-axis that covers its axis is the axis.
  EXPECT_EQ(Read(R"(#sdy.sharding<@one, [{"x":(1)4}]>)").AttrText(), R"(#sdy.sharding<@one, [{"x"}]>)");
  EXPECT_EQ(error(R"(#sdy.sharding<@nope, [{}]>)"), "expected the name of an sdy.mesh, found @nope");
  EXPECT_EQ(error(R"(#sdy.sharding<@m, [{"x"} {}]>)"), "expected ',' or ']', found '{'");
  EXPECT_EQ(error(R"(#sdy.sharding<@m, [{?, "x"}]>)"), "expected '}' after '?', found ','");
}

TEST(Sharding, RejectsInconsistentMeshes) {
  auto error = [](const std::string& text) {
    StatusOr<Mesh> m = ParseMesh(text);
    return m.ok() ? std::string("ok") : m.status().message();
  };
  EXPECT_EQ(error(R"(#sdy.mesh<["a"=2, "b"=2]>)"), "ok");
  EXPECT_EQ(error(R"(#sdy.mesh<[], device_ids=[5]>)"), "ok");
  EXPECT_EQ(error(R"(#sdy.mesh<["a"=2, "a"=2]>)"), R"(expected distinct axis names, found "a" twice)");
  EXPECT_EQ(error(R"(#sdy.mesh<["a"=0]>)"), R"(expected an axis size of at least 1, found "a"=0)");
  EXPECT_EQ(error(R"(#sdy.mesh<["a"=2], device_ids=[0, 2]>)"), "expected device ids from 0 to 1, found 2");
  EXPECT_EQ(error(R"(#sdy.mesh<["a"=2], device_ids=[1, 1]>)"), "expected distinct device ids, found 1 twice");
  EXPECT_EQ(error(R"(#sdy.mesh<["a"=4], device_ids=[1, 0]>)"),
            "expected 4 device ids (the product of the axis sizes), found 2");
  // Device ids in mesh order are no device ids.
  EXPECT_TRUE(ParseMesh(R"(#sdy.mesh<["a"=2], device_ids=[0, 1]>)")->device_ids.empty());
}

TEST(Sharding, TileAssignments) {
  TileAssignment t = Tiles(R"(#sdy.sharding<@m, [{"x"}, {"y"}]>)");
  EXPECT_EQ(t.tiles, (Ints{2, 4}));
  EXPECT_EQ(t.replicas, 1);
  EXPECT_EQ(t.devices, (Ints{0, 1, 2, 3, 4, 5, 6, 7}));

  // Dimension 0 over "y", 1 over "x": tile (i, j) is on device 4 * j + i.
  t = Tiles(R"(#sdy.sharding<@m, [{"y"}, {"x"}]>)");
  EXPECT_EQ(t.tiles, (Ints{4, 2}));
  EXPECT_EQ(t.devices, (Ints{0, 4, 1, 5, 2, 6, 3, 7}));
  EXPECT_EQ(t.TileOf(5), (Ints{1, 1}));
  EXPECT_EQ(t.TileOf(6), (Ints{2, 1}));

  // An unused axis holds copies: "y" for the first, "x" for the second.
  t = Tiles(R"(#sdy.sharding<@m, [{"x"}, {}]>)");
  EXPECT_EQ(t.tiles, (Ints{2, 1}));
  EXPECT_EQ(t.replicas, 4);
  EXPECT_EQ(t.devices, (Ints{0, 1, 2, 3, 4, 5, 6, 7}));
  t = Tiles(R"(#sdy.sharding<@m, [{}, {"y"}]>)");
  EXPECT_EQ(t.tiles, (Ints{1, 4}));
  EXPECT_EQ(t.replicas, 2);
  EXPECT_EQ(t.devices, (Ints{0, 4, 1, 5, 2, 6, 3, 7}));

  // Two axes on one dimension, major to minor.
  t = Tiles(R"(#sdy.sharding<@m, [{"y", "x"}]>)");
  EXPECT_EQ(t.tiles, (Ints{8}));
  EXPECT_EQ(t.devices, (Ints{0, 4, 1, 5, 2, 6, 3, 7}));

  // A mesh with its own device ids.
  t = Tiles(R"(#sdy.sharding<@ids, [{"y"}, {}]>)");
  EXPECT_EQ(t.tiles, (Ints{2, 1}));
  EXPECT_EQ(t.replicas, 2);
  EXPECT_EQ(t.devices, (Ints{3, 1, 2, 0}));
  EXPECT_EQ(t.TileOf(1), (Ints{0, 0}));
  EXPECT_EQ(t.TileOf(2), (Ints{1, 0}));
  EXPECT_EQ(t.TileOf(9), std::nullopt);
}

TEST(Sharding, SubAxes) {
  // "x":(1)2 is the major half of "x" (x / 2), "x":(2)2 the minor half (x % 2).
  TileAssignment t = Tiles(R"(#sdy.sharding<@one, [{"x":(1)2}, {"x":(2)2}]>)");
  EXPECT_EQ(t.tiles, (Ints{2, 2}));
  EXPECT_EQ(t.devices, (Ints{0, 1, 2, 3}));
  t = Tiles(R"(#sdy.sharding<@one, [{"x":(2)2}, {"x":(1)2}]>)");
  EXPECT_EQ(t.devices, (Ints{0, 2, 1, 3}));
  // The unused half holds copies.
  t = Tiles(R"(#sdy.sharding<@one, [{"x":(2)2}]>)");
  EXPECT_EQ(t.tiles, (Ints{2}));
  EXPECT_EQ(t.replicas, 2);
  EXPECT_EQ(t.devices, (Ints{0, 2, 1, 3}));

  const Mesh one = Meshes().at("one");
  const AxisRef major{"x", 1, 2, 4}, minor{"x", 2, 2, 4}, whole = WholeAxis(one, "x");
  EXPECT_TRUE(major.Overlaps(whole));
  EXPECT_FALSE(major.Overlaps(minor));
  EXPECT_TRUE(major.IsMajorPartOf(whole));
  EXPECT_FALSE(minor.IsMajorPartOf(whole));
  EXPECT_TRUE(IsAxesPrefix(std::vector<AxisRef>{major}, std::vector<AxisRef>{whole}));
  EXPECT_FALSE(IsAxesPrefix(std::vector<AxisRef>{minor}, std::vector<AxisRef>{whole}));
}

TEST(Sharding, LocalShapesOfUnevenDimensions) {
  EXPECT_EQ(LocalShape(Ints{10, 8}, Ints{4, 2}), (Ints{3, 4}));
  EXPECT_EQ(LocalShape(Ints{5}, Ints{4}), (Ints{2}));
  // 10 in 4 tiles of 3: the last holds 1, padded to 3.
  TileBounds b = GetTileBounds(Ints{10, 8}, Ints{4, 2}, Ints{3, 1});
  EXPECT_EQ(b.start, (Ints{9, 4}));
  EXPECT_EQ(b.limit, (Ints{10, 8}));
  // 5 in 4 tiles of 2: the last holds nothing.
  b = GetTileBounds(Ints{5}, Ints{4}, Ints{3});
  EXPECT_EQ(b.start, (Ints{5}));
  EXPECT_EQ(b.limit, (Ints{5}));
}

TEST(Sharding, HloShardingText) {
  auto text = [](const std::string& sdy) {
    TensorSharding s = Read(sdy);
    return HloShardingText(s, Meshes().at(s.mesh));
  };
  EXPECT_EQ(text(R"(#sdy.sharding<@m, [{"x"}, {"y"}]>)"), "{devices=[2,4]<=[8]}");
  EXPECT_EQ(text(R"(#sdy.sharding<@m, [{"y"}, {"x"}]>)"), "{devices=[4,2]<=[2,4]T(1,0)}");
  EXPECT_EQ(text(R"(#sdy.sharding<@m, [{}, {"y"}]>)"),
            "{devices=[1,4,2]<=[2,4]T(1,0) last_tile_dim_replicate}");
  EXPECT_EQ(text(R"(#sdy.sharding<@m, [{}, {}]>)"), "{replicated}");
  EXPECT_EQ(text(R"(#sdy.sharding<@ids, [{"y"}, {}]>)"), "{devices=[2,1,2]3,1,2,0 last_tile_dim_replicate}");
  Mesh maximal{{}, {5}};
  EXPECT_EQ(HloShardingText(ReplicatedSharding("max", 2), maximal), "{maximal device=5}");
}

TEST(HloSharding, Reads) {
  StatusOr<HloSharding> s = ParseHloSharding("{devices=[2,4]<=[2,4]T(1,0)}");
  ASSERT_TRUE(s.ok()) << s.status().message();
  EXPECT_EQ(s->kind, HloSharding::Kind::kTiled);
  EXPECT_EQ(s->DeviceList(), (Ints{0, 4, 1, 5, 2, 6, 3, 7}));
  s = ParseHloSharding("{devices=[2,1,2]0,2,1,3 last_tile_dim_replicate metadata={op_name=\"a\"}}");
  ASSERT_TRUE(s.ok()) << s.status().message();
  EXPECT_EQ(s->rank(), 2);
  EXPECT_EQ(s->DeviceList(), (Ints{0, 2, 1, 3}));
  s = ParseHloSharding("{{replicated}, {maximal device=1}, {manual}}");
  ASSERT_TRUE(s.ok()) << s.status().message();
  ASSERT_EQ(s->elements.size(), 3u);
  EXPECT_EQ(s->elements[1].device, 1);
  EXPECT_TRUE(s->manual());
  s = ParseHloSharding("{devices=[2,2,2]<=[8] last_tile_dims={manual}}");
  ASSERT_TRUE(s.ok()) << s.status().message();
  EXPECT_TRUE(s->manual());

  auto error = [](const std::string& text) {
    StatusOr<HloSharding> h = ParseHloSharding(text);
    return h.ok() ? std::string("ok") : h.status().message();
  };
  EXPECT_EQ(error("{devices=[3]<=[8]}"),
            "expected tile dimensions [3] whose product is the 8 devices of <=[8], found 3 tiles");
  EXPECT_EQ(error("{devices=[2,2]0,1,2}"), "expected 4 device ids for the tile dimensions [2,2], found 3");
  EXPECT_EQ(error("{devices=[2]0,2}"), "expected device ids from 0 to 1, found 2");
  EXPECT_EQ(error("{devices=[2]1,1}"), "expected each device once, found device 1 twice");
  EXPECT_EQ(error("{devices=[2,2]<=[2,2]T(0,0)}"),
            "expected a permutation of the 2 reshape dimensions as the transpose, found T(0,0)");
  EXPECT_EQ(error("{replicate}"),
            "expected replicated, maximal, manual, unknown or devices=, found 'replicate'");
  EXPECT_EQ(error("{replicated"), "expected '}' or a sharding attribute, found the end of the text");
}

// Every tile assignment imported onto a mesh puts each tile on the devices XLA's text says.
void ExpectImportKeepsTiles(const std::vector<std::string>& texts, size_t expected_meshes) {
  std::vector<HloSharding> parsed;
  for (const std::string& text : texts) {
    StatusOr<HloSharding> s = ParseHloSharding(text);
    ASSERT_TRUE(s.ok()) << text << ": " << s.status().message();
    parsed.push_back(*s);
  }
  std::vector<HloShardingUse> uses;
  for (const HloSharding& s : parsed) uses.push_back({&s, s.rank()});
  ImportedHloShardings imported = ImportHloShardings(uses, [](std::string_view) { return false; });
  EXPECT_EQ(imported.meshes.size(), expected_meshes);
  for (size_t i = 0; i < texts.size(); ++i) {
    ASSERT_TRUE(imported.shardings[i]) << texts[i];
    const TensorSharding& s = *imported.shardings[i];
    const Mesh* mesh = nullptr;
    for (const auto& [name, m] : imported.meshes)
      if (name == s.mesh) mesh = &m;
    ASSERT_NE(mesh, nullptr);
    EXPECT_TRUE(CheckSharding(s, *mesh).ok());
    TileAssignment t = GetTileAssignment(s, *mesh);
    Ints tiles = t.tiles;
    if (t.replicas > 1) tiles.push_back(t.replicas);
    Ints expected_tiles = parsed[i].tile_dims;
    if (!parsed[i].subgroups.empty() && expected_tiles.back() == 1) expected_tiles.pop_back();
    EXPECT_EQ(tiles, expected_tiles) << texts[i];
    EXPECT_EQ(t.devices, parsed[i].DeviceList())
        << texts[i] << " as " << s.ToString() << " on " << mesh->ToString();
  }
}

TEST(HloSharding, ImportsOntoOneMesh) {
  ExpectImportKeepsTiles({"{devices=[8]<=[8]}", "{devices=[2,4]<=[2,4]T(1,0)}", "{devices=[4,2]<=[8]}",
                          "{devices=[2,1,4]<=[8] last_tile_dim_replicate}", "{devices=[1,8]0,1,2,3,4,5,6,7}",
                          "{devices=[4,1,2]<=[2,2,2]T(2,1,0) last_tile_dim_replicate}"},
                         1);
  // A listed order that is no iota, and pieces that do not line up with the others', get meshes of their
  // own.
  ExpectImportKeepsTiles({"{devices=[2,2]<=[4]}", "{devices=[2,2]0,3,1,2}"}, 2);
  ExpectImportKeepsTiles({"{devices=[3,2]<=[6]}", "{devices=[2,3]<=[6]}"}, 2);
  ExpectImportKeepsTiles({"{devices=[2,6]<=[4,3]T(1,0)}"}, 1);
}

TEST(HloSharding, ImportsReplicatedMaximalAndManual) {
  std::vector<HloSharding> parsed = {*ParseHloSharding("{replicated}"),
                                     *ParseHloSharding("{maximal device=3}"), *ParseHloSharding("{manual}")};
  std::vector<HloShardingUse> uses = {{&parsed[0], 2}, {&parsed[1], 1}, {&parsed[2], 1}};
  ImportedHloShardings imported =
      ImportHloShardings(uses, [](std::string_view name) { return name == "mesh"; });
  ASSERT_EQ(imported.meshes.size(), 2u);
  EXPECT_EQ(imported.meshes[0].first, "mesh_1");
  EXPECT_EQ(imported.meshes[0].second.ToString(), "<[]>");
  EXPECT_EQ(imported.meshes[1].first, "maximal_mesh_3");
  EXPECT_EQ(imported.meshes[1].second.ToString(), "<[], device_ids=[3]>");
  EXPECT_EQ(imported.shardings[0]->ToString(), "<@mesh_1, [{}, {}]>");
  EXPECT_EQ(imported.shardings[1]->ToString(), "<@maximal_mesh_3, [{}]>");
  EXPECT_FALSE(imported.shardings[2]);
}

}  // namespace
}  // namespace hlx
