import type { SeedCategory } from './catalogue';

/**
 * Generated pictures for the demo catalogue: a small printed-circuit scene in the category's
 * colour with the item's name. Deterministic, so a re-seed gives the same files.
 */
function prng(seedText: string): () => number {
  let h = 2166136261;
  for (const c of seedText) h = Math.imul(h ^ c.charCodeAt(0), 16777619);
  return () => {
    h = Math.imul(h ^ (h >>> 15), 2246822507);
    h = Math.imul(h ^ (h >>> 13), 3266489909);
    h ^= h >>> 16;
    return (h >>> 0) / 4294967296;
  };
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** Splits a name into at most three lines of about `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 3
    ? [
        ...lines.slice(0, 2),
        `${lines
          .slice(2)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
}

function traces(random: () => number, count: number): string {
  const paths: string[] = [];
  for (let i = 0; i < count; i++) {
    let x = 80 + Math.round(random() * 640);
    let y = 70 + Math.round(random() * 300);
    const d = [`M${x} ${y}`];
    for (let s = 0; s < 3; s++) {
      if (random() > 0.5) x = Math.min(740, Math.max(60, x + Math.round((random() - 0.5) * 260)));
      else y = Math.min(380, Math.max(60, y + Math.round((random() - 0.5) * 180)));
      d.push(`L${x} ${y}`);
    }
    paths.push(`<path d="${d.join(' ')}"/><circle cx="${x}" cy="${y}" r="9" class="pad"/>`);
  }
  return paths.join('');
}

function icon(kind: SeedCategory['icon']): string {
  switch (kind) {
    case 'chip':
      return (
        '<rect x="320" y="150" width="160" height="120" rx="8" fill="#1b1b1b"/>' +
        Array.from(
          { length: 7 },
          (_, i) =>
            `<rect x="${332 + i * 21}" y="132" width="9" height="18" fill="#cfd8dc"/><rect x="${332 + i * 21}" y="270" width="9" height="18" fill="#cfd8dc"/>`,
        ).join('') +
        '<circle cx="342" cy="170" r="6" fill="#555"/>'
      );
    case 'sensor':
      return '<rect x="300" y="150" width="200" height="120" rx="10" fill="#0d47a1"/><circle cx="360" cy="210" r="38" fill="#cfd8dc"/><circle cx="360" cy="210" r="24" fill="#90a4ae"/><circle cx="440" cy="210" r="38" fill="#cfd8dc"/><circle cx="440" cy="210" r="24" fill="#90a4ae"/>';
    case 'passive':
      return '<line x1="260" y1="210" x2="540" y2="210" stroke="#cfd8dc" stroke-width="8"/><rect x="340" y="180" width="120" height="60" rx="28" fill="#d7ccc8"/><rect x="365" y="180" width="12" height="60" fill="#8d6e63"/><rect x="392" y="180" width="12" height="60" fill="#212121"/><rect x="419" y="180" width="12" height="60" fill="#e53935"/>';
    case 'connector':
      return (
        '<rect x="290" y="170" width="220" height="80" rx="6" fill="#212121"/>' +
        Array.from({ length: 8 }, (_, i) => `<rect x="${304 + i * 26}" y="190" width="14" height="40" fill="#ffd54f"/>`).join('')
      );
    case 'power':
      return '<rect x="330" y="140" width="140" height="140" rx="14" fill="#263238"/><path d="M410 160 L370 215 L400 215 L385 262 L432 198 L402 198 Z" fill="#ffeb3b"/>';
    case 'tool':
      return '<rect x="250" y="196" width="220" height="28" rx="14" fill="#37474f"/><rect x="470" y="204" width="70" height="12" fill="#b0bec5"/><path d="M540 204 L575 210 L540 216 Z" fill="#78909c"/>';
    case 'board':
    default:
      return (
        '<rect x="300" y="140" width="200" height="140" rx="6" fill="none" stroke="#ffd54f" stroke-width="6"/>' +
        Array.from({ length: 12 }, (_, i) => `<circle cx="${325 + (i % 6) * 30}" cy="${180 + Math.floor(i / 6) * 60}" r="8" fill="#ffd54f"/>`).join('')
      );
  }
}

function scene(title: string, subtitle: string, color: string, kind: SeedCategory['icon']): string {
  const random = prng(title);
  const lines = wrap(title, 30);
  const text = lines.map((line, i) => `<text x="400" y="${468 + i * 38 - (lines.length - 1) * 19}" class="t">${escapeXml(line)}</text>`).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${color}"/><stop offset="1" stop-color="#0b3d1f"/></linearGradient>
<style>path{fill:none;stroke:#ffd54f;stroke-width:6;stroke-linejoin:round;opacity:.55}.pad{fill:#ffd54f;opacity:.8}.t{font:600 32px 'Segoe UI',Roboto,Arial,sans-serif;fill:#fff;text-anchor:middle}.s{font:400 22px 'Segoe UI',Roboto,Arial,sans-serif;fill:#e8f5e9;text-anchor:middle}</style></defs>
<rect width="800" height="600" fill="url(#g)"/>
<rect x="40" y="40" width="720" height="360" rx="18" fill="#0b5d2b" stroke="#c8e6c9" stroke-width="4"/>
<g>${traces(random, 9)}</g>
${icon(kind)}
<rect x="0" y="410" width="800" height="190" fill="#000" opacity=".35"/>
${text}
<text x="400" y="570" class="s">${escapeXml(subtitle)}</text>
</svg>
`;
}

export function productPicture(name: string, category: SeedCategory): string {
  return scene(name, category.name, category.color, category.icon);
}

export function categoryPicture(category: SeedCategory): string {
  return scene(category.name, 'PCB Polibatam', category.color, category.icon);
}
