import type { Box } from './gerber-reader';

/**
 * A uniform grid of boxes, so a design-rule check compares each feature with its neighbours instead
 * of with every other feature. A grid rather than an R-tree library: the features are short pieces
 * (chords, edges, pads) spread over one board, which a grid buckets evenly, and flatbush and rbush
 * ship as ES modules only, which the contract's CommonJS build for pcb-api cannot require.
 */

/** Stops a check whose work would be unbounded: the design is then reported as too complex to check fully. */
export class TooComplex extends Error {}

/** How many elementary steps (a cell visited, a pair compared) a check may still take. */
export class Budget {
  constructor(private left: number) {}

  spend(amount = 1) {
    this.left -= amount;
    if (this.left < 0) throw new TooComplex();
  }
}

export class SpatialGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly boxes: Box[] = [];
  /** The last query each item was met in, so an item spread over several cells is returned once. */
  private seen: Int32Array = new Int32Array(0);
  private query = 0;

  constructor(private readonly cellSize: number) {}

  private span(box: Box) {
    const cell = (value: number) => Math.floor(value / this.cellSize);
    return { x0: cell(box.minX), y0: cell(box.minY), x1: cell(box.maxX), y1: cell(box.maxY) };
  }

  /** Adds an item by its box; items are numbered 0, 1, 2… in the order they are added. */
  insert(box: Box, budget: Budget): number {
    const id = this.boxes.length;
    this.boxes.push(box);
    const { x0, y0, x1, y1 } = this.span(box);
    budget.spend((x1 - x0 + 1) * (y1 - y0 + 1));
    for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) this.cellAt(x, y).push(id);
    return id;
  }

  private cellAt(x: number, y: number): number[] {
    // Cells are keyed by one number: a board is far smaller than 2^20 cells on a side.
    const key = (x + 0x80000) * 0x100000 + (y + 0x80000);
    let cell = this.cells.get(key);
    if (!cell) this.cells.set(key, (cell = []));
    return cell;
  }

  /** The items whose box comes within `margin` of `box`, each once. */
  near(box: Box, margin: number, budget: Budget): number[] {
    if (this.seen.length < this.boxes.length) this.seen = new Int32Array(this.boxes.length * 2);
    const mark = ++this.query;
    const grown = { minX: box.minX - margin, minY: box.minY - margin, maxX: box.maxX + margin, maxY: box.maxY + margin };
    const { x0, y0, x1, y1 } = this.span(grown);
    const found: number[] = [];
    for (let x = x0; x <= x1; x++)
      for (let y = y0; y <= y1; y++) {
        const cell = this.cells.get((x + 0x80000) * 0x100000 + (y + 0x80000));
        if (!cell) continue;
        budget.spend(cell.length);
        for (const id of cell) {
          if (this.seen[id] === mark) continue;
          this.seen[id] = mark;
          const other = this.boxes[id];
          if (other.minX <= grown.maxX && other.maxX >= grown.minX && other.minY <= grown.maxY && other.maxY >= grown.minY) found.push(id);
        }
      }
    return found;
  }
}
