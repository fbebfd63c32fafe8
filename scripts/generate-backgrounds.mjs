#!/usr/bin/env node
// Generates the background presets shipped with the app (src/client/public/backgrounds/*/*.svg): nature scenes,
// abstract shapes and patterns as small SVG files, deterministic (seeded), so that re-running changes nothing.
// Usage: node scripts/generate-backgrounds.mjs
import fs from "node:fs";
import path from "node:path";

const out = path.resolve(import.meta.dirname, "..", "src", "client", "public", "backgrounds");
const W = 1200;
const H = 630;

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const r1 = (n) => Math.round(n * 10) / 10;
const svg = (defs, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice"><defs>${defs}</defs>${body}</svg>\n`;
const linear = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`)
    .join("")}</linearGradient>`;

/** A ridge line across the picture: `base` height, `amp` roughness, closed at the bottom. */
function ridge(rand, base, amp, steps = 24, smooth = false) {
  const pts = [];
  for (let i = 0; i <= steps; i++) {
    const x = (W / steps) * i;
    const y = base + (rand() - 0.5) * amp * 2 + Math.sin(i / 2.3) * amp * 0.5;
    pts.push([r1(x), r1(y)]);
  }
  let d = `M0 ${H} L${pts[0].join(" ")}`;
  if (smooth) {
    for (let i = 1; i < pts.length; i++) {
      const [px, py] = pts[i - 1];
      const [x, y] = pts[i];
      d += ` Q${px} ${py} ${r1((px + x) / 2)} ${r1((py + y) / 2)}`;
    }
    d += ` L${pts.at(-1).join(" ")}`;
  } else d += pts.slice(1).map((p) => ` L${p.join(" ")}`).join("");
  return `${d} L${W} ${H}Z`;
}

const nature = {
  "dawn-ridge": () => {
    const rand = rng(11);
    const layers = ["#7c3aed", "#5b21b6", "#3b0764", "#1e1033"];
    return svg(
      linear("sky", [[0, "#fde68a"], [0.45, "#fb923c"], [1, "#be185d"]]),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="820" cy="300" r="70" fill="#fff7ed" opacity=".9"/>` +
        layers.map((c, i) => `<path d="${ridge(rand, 300 + i * 85, 50 - i * 8)}" fill="${c}" opacity="${0.75 + i * 0.08}"/>`).join(""),
    );
  },
  "misty-pines": () => {
    const rand = rng(23);
    const trees = (y, h, color, n) =>
      Array.from({ length: n }, () => {
        const x = rand() * W;
        const s = h * (0.6 + rand() * 0.6);
        return `<path d="M${r1(x)} ${r1(y - s)} L${r1(x + s * 0.28)} ${y} L${r1(x - s * 0.28)} ${y}Z" fill="${color}"/>`;
      }).join("");
    return svg(
      linear("sky", [[0, "#cbd5e1"], [1, "#64748b"]]),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<g opacity=".45">${trees(470, 220, "#475569", 40)}</g><rect y="380" width="${W}" height="250" fill="#e2e8f0" opacity=".35"/>` +
        `<g opacity=".8">${trees(560, 260, "#1e293b", 34)}</g><rect y="520" width="${W}" height="110" fill="#0f172a"/>` +
        `<g>${trees(640, 300, "#020617", 26)}</g>`,
    );
  },
  "still-sea": () =>
    svg(
      linear("sky", [[0, "#0c4a6e"], [0.55, "#38bdf8"], [1, "#fde68a"]]) +
        linear("sea", [[0, "#0369a1"], [1, "#082f49"]]),
      `<rect width="${W}" height="400" fill="url(#sky)"/><circle cx="600" cy="400" r="90" fill="#fef3c7"/>` +
        `<rect y="400" width="${W}" height="230" fill="url(#sea)"/>` +
        Array.from({ length: 14 }, (_, i) => {
          const y = 415 + i * 15;
          const w = 40 + i * 18;
          return `<rect x="${600 - w / 2}" y="${y}" width="${w}" height="3" rx="1.5" fill="#fde68a" opacity="${r1(0.7 - i * 0.045)}"/>`;
        }).join(""),
    ),
  "desert-dunes": () => {
    const rand = rng(5);
    const layers = ["#fdba74", "#f97316", "#c2410c", "#7c2d12"];
    return svg(
      linear("sky", [[0, "#fef9c3"], [1, "#fdba74"]]),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="300" cy="190" r="60" fill="#fffbeb"/>` +
        layers.map((c, i) => `<path d="${ridge(rand, 330 + i * 80, 45, 8, true)}" fill="${c}"/>`).join(""),
    );
  },
  aurora: () => {
    const rand = rng(42);
    const stars = Array.from(
      { length: 90 },
      () => `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * 420)}" r="${r1(0.6 + rand() * 1.4)}" fill="#fff" opacity="${r1(0.4 + rand() * 0.6)}"/>`,
    ).join("");
    return svg(
      linear("sky", [[0, "#020617"], [1, "#0f172a"]]) +
        linear("band", [[0, "#22d3ee"], [0.5, "#4ade80"], [1, "#a78bfa"]], 1, 0) +
        `<filter id="b" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="28"/></filter>`,
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>${stars}` +
        `<path d="M-50 260 C 250 120, 450 330, 700 190 S 1100 120, 1260 230" stroke="url(#band)" stroke-width="70" fill="none" opacity=".75" filter="url(#b)"/>` +
        `<path d="M-50 330 C 300 230, 520 380, 800 260 S 1150 230, 1260 300" stroke="url(#band)" stroke-width="40" fill="none" opacity=".5" filter="url(#b)"/>` +
        `<path d="${ridge(rng(7), 540, 40)}" fill="#020617"/>`,
    );
  },
  "rolling-hills": () => {
    const rand = rng(77);
    const layers = ["#bef264", "#84cc16", "#4d7c0f", "#365314"];
    return svg(
      linear("sky", [[0, "#7dd3fc"], [1, "#e0f2fe"]]),
      `<rect width="${W}" height="${H}" fill="url(#sky)"/>` +
        `<g fill="#fff" opacity=".85"><ellipse cx="260" cy="130" rx="90" ry="26"/><ellipse cx="320" cy="115" rx="60" ry="24"/><ellipse cx="900" cy="90" rx="110" ry="24"/></g>` +
        layers.map((c, i) => `<path d="${ridge(rand, 360 + i * 70, 40, 7, true)}" fill="${c}"/>`).join(""),
    );
  },
};

const blobs = (seed, base, colors) => {
  const rand = rng(seed);
  return svg(
    `<filter id="b" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="70"/></filter>`,
    `<rect width="${W}" height="${H}" fill="${base}"/><g filter="url(#b)">` +
      colors
        .map(
          (c) =>
            `<circle cx="${r1(rand() * W)}" cy="${r1(rand() * H)}" r="${r1(160 + rand() * 180)}" fill="${c}" opacity=".85"/>`,
        )
        .join("") +
      `</g>`,
  );
};

const abstract = {
  ember: () => blobs(3, "#1c0a00", ["#f97316", "#dc2626", "#facc15", "#9a3412", "#fb7185"]),
  lagoon: () => blobs(9, "#042f2e", ["#14b8a6", "#0ea5e9", "#22c55e", "#155e75", "#67e8f9"]),
  orchid: () => blobs(15, "#2e1065", ["#a855f7", "#ec4899", "#6366f1", "#f0abfc", "#7e22ce"]),
  "tide-lines": () =>
    svg(
      linear("bg", [[0, "#1e3a8a"], [1, "#0f172a"]], 1, 1),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
        Array.from({ length: 18 }, (_, i) => {
          const y = 40 + i * 34;
          return `<path d="M-20 ${y} C 300 ${y - 60}, 600 ${y + 60}, 900 ${y} S 1200 ${y - 40}, 1240 ${y}" fill="none" stroke="hsl(${200 + i * 6} 80% ${45 + i * 1.5}%)" stroke-width="3" opacity=".7"/>`;
        }).join(""),
    ),
  orbits: () =>
    svg(
      linear("bg", [[0, "#111827"], [1, "#312e81"]], 1, 1),
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><g fill="none" stroke-width="2">` +
        Array.from({ length: 12 }, (_, i) => `<circle cx="900" cy="160" r="${60 + i * 55}" stroke="hsl(${260 - i * 12} 85% 70%)" opacity="${r1(0.75 - i * 0.05)}"/>`).join("") +
        `</g><circle cx="900" cy="160" r="36" fill="#fbbf24"/>`,
    ),
  prism: () => {
    const rand = rng(31);
    const tris = [];
    for (let i = 0; i < 26; i++) {
      const x = rand() * W;
      const y = rand() * H;
      const s = 120 + rand() * 220;
      const hue = Math.round(180 + rand() * 140);
      tris.push(
        `<path d="M${r1(x)} ${r1(y)} l${r1(s)} ${r1(s * 0.3)} l${r1(-s * 0.55)} ${r1(s * 0.8)}Z" fill="hsl(${hue} 70% 55%)" opacity=".35"/>`,
      );
    }
    return svg("", `<rect width="${W}" height="${H}" fill="#0b1120"/>${tris.join("")}`);
  },
};

const tile = (size, base, content) =>
  svg(
    `<pattern id="p" width="${size}" height="${size}" patternUnits="userSpaceOnUse">${content}</pattern>`,
    `<rect width="${W}" height="${H}" fill="${base}"/><rect width="${W}" height="${H}" fill="url(#p)"/>`,
  );

const pattern = {
  dots: () => tile(28, "#1e293b", `<circle cx="14" cy="14" r="3" fill="#94a3b8" opacity=".55"/>`),
  grid: () => tile(40, "#0c4a6e", `<path d="M40 0H0V40" fill="none" stroke="#7dd3fc" stroke-width="1" opacity=".4"/>`),
  stripes: () =>
    tile(24, "#4c1d95", `<path d="M-6 6L6 -6M0 24L24 0M18 30L30 18" stroke="#c4b5fd" stroke-width="5" opacity=".35"/>`),
  waves: () =>
    tile(
      60,
      "#134e4a",
      `<path d="M0 30 Q15 15 30 30 T60 30" fill="none" stroke="#5eead4" stroke-width="2.5" opacity=".5"/><path d="M0 60 Q15 45 30 60 T60 60" fill="none" stroke="#5eead4" stroke-width="2.5" opacity=".25"/>`,
    ),
  triangles: () =>
    tile(48, "#7c2d12", `<path d="M0 48L24 6L48 48Z" fill="none" stroke="#fdba74" stroke-width="1.6" opacity=".45"/>`),
  hexagons: () =>
    svg(
      `<pattern id="p" width="56" height="97" patternUnits="userSpaceOnUse"><path d="M28 0L56 16V48L28 64L0 48V16Z M28 64V97" fill="none" stroke="#f9a8d4" stroke-width="1.5" opacity=".45"/></pattern>`,
      `<rect width="${W}" height="${H}" fill="#500724"/><rect width="${W}" height="${H}" fill="url(#p)"/>`,
    ),
};

for (const [category, makers] of Object.entries({ nature, abstract, pattern })) {
  fs.mkdirSync(path.join(out, category), { recursive: true });
  for (const [name, make] of Object.entries(makers)) {
    const file = path.join(out, category, `${name}.svg`);
    fs.writeFileSync(file, make());
    console.log(`${path.relative(process.cwd(), file)}  ${fs.statSync(file).size} B`);
  }
}
