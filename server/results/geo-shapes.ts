import "server-only";
// The results maps' shapes (P11 Customers): the world's countries from world-atlas (Natural Earth 1:110m, ids ISO
// 3166-1 numeric) in the Equal Earth projection, and the US states from us-atlas' states-albers-10m (already
// projected to Albers USA in a 975 × 610 frame, ids FIPS), as compact SVG path strings with each area's bounds. Read
// from the installed packages (nothing fetched at run time) and computed once per process on first use.
import { geoEqualEarth, geoPath, type GeoPermissibleObjects } from "d3-geo";
import type { Feature, Geometry, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import statesTopology from "us-atlas/states-albers-10m.json";
import worldTopology from "world-atlas/countries-110m.json";
import { CompactPath, type TBox } from "@/lib/results/geo-map";

export interface TGeoShape {
  /** world-atlas: ISO 3166-1 numeric ("840"; "" for the few areas without one); us-atlas: FIPS ("06"). */
  id: string;
  name: string;
  d: string;
  bounds: TBox;
  /**
   * What a zoomed map frames for this area: its largest polygon's bounds (metropolitan France without French Guiana,
   * the contiguous United States), so overseas parts do not zoom the map out until Europe is a few pixels on a phone.
   */
  main: TBox;
}

export interface TGeoShapes {
  width: number;
  height: number;
  shapes: TGeoShape[];
}

export const WORLD_FRAME = { width: 960, height: 470 } as const;
export const US_FRAME = { width: 975, height: 610 } as const;

type TProps = { name?: string } | null;

function shapesOf(topology: Topology, object: string, frame: { width: number; height: number }, path: ReturnType<typeof geoPath>, context: CompactPath): TGeoShapes {
  const collection = feature<TProps>(topology, topology.objects[object] as GeometryCollection<TProps>);
  const largest = (f: Feature<Geometry, TProps>): GeoPermissibleObjects => {
    if (f.geometry.type !== "MultiPolygon") return f;
    const polygons: Polygon[] = f.geometry.coordinates.map((coordinates) => ({ type: "Polygon", coordinates }));
    return polygons.reduce((best, p) => (path.area(p) > path.area(best) ? p : best));
  };
  const shapes = collection.features.map((f) => {
    path(f);
    return { id: String(f.id ?? ""), name: f.properties?.name ?? "", d: context.take(), bounds: path.bounds(f), main: path.bounds(largest(f)) };
  });
  return { ...frame, shapes: shapes.filter((s) => s.d !== "") };
}

let world: TGeoShapes | undefined;
let states: TGeoShapes | undefined;

/** Every country, projected to fit WORLD_FRAME; 1 decimal, details under 0.7 units dropped (about 70 kB). */
export function worldShapes(): TGeoShapes {
  if (!world) {
    const projection = geoEqualEarth().fitExtent([[0, 0], [WORLD_FRAME.width, WORLD_FRAME.height]], { type: "Sphere" });
    const context = new CompactPath(1, 0.7);
    world = shapesOf(worldTopology as unknown as Topology, "countries", WORLD_FRAME, geoPath(projection, context), context);
  }
  return world;
}

/** The 50 states and DC in US_FRAME; whole units, details under 1.5 units dropped (about 25 kB). */
export function usStateShapes(): TGeoShapes {
  if (!states) {
    const context = new CompactPath(0, 1.5);
    states = shapesOf(statesTopology as unknown as Topology, "states", US_FRAME, geoPath(null, context), context);
  }
  return states;
}
