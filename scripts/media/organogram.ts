/** The organisation chart drawn for /about/organization: board, principal, four units, three departments. */
interface Box {
  x: number;
  y: number;
  w: number;
  label: string[];
  fill: string;
}

const H = 70;

function box({ x, y, w, label, fill }: Box): string {
  const lines = label
    .map(
      (line, index) =>
        `<text x="${x + w / 2}" y="${y + H / 2 + (index - (label.length - 1) / 2) * 22 + 7}" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="19" font-weight="bold" fill="#fff">${line}</text>`,
    )
    .join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="${H}" rx="10" fill="${fill}"/>${lines}`;
}

function line(x1: number, y1: number, x2: number, y2: number): string {
  return `<path d="M${x1} ${y1}V${(y1 + y2) / 2}H${x2}V${y2}" fill="none" stroke="#7a8699" stroke-width="3"/>`;
}

export function organogramSvg(): string {
  const blue = '#004AAD';
  const dark = '#0b2a5b';
  const gold = '#8a6508';
  const board: Box = { x: 560, y: 40, w: 280, label: ['Governing Board'], fill: dark };
  const principal: Box = { x: 560, y: 170, w: 280, label: ['Principal'], fill: dark };
  const units: Box[] = [
    { x: 40, y: 320, w: 300, label: ['Academic Affairs'], fill: blue },
    { x: 380, y: 320, w: 300, label: ['Administration', 'and Finance'], fill: blue },
    { x: 720, y: 320, w: 300, label: ['Student Affairs'], fill: blue },
    { x: 1060, y: 320, w: 300, label: ['ICT Services'], fill: blue },
  ];
  const departments: Box[] = [
    { x: 40, y: 500, w: 400, label: ['Department of', 'Pharmaceutical Sciences'], fill: gold },
    { x: 500, y: 500, w: 400, label: ['Department of', 'Clinical Medicine'], fill: gold },
    { x: 960, y: 500, w: 400, label: ['Department of Medical', 'Laboratory Sciences'], fill: gold },
  ];
  const connectors = [
    line(700, 40 + H, 700, 170),
    ...units.map((unit) => line(700, 170 + H, unit.x + unit.w / 2, 320)),
    ...departments.map((department) => line(190, 320 + H, department.x + department.w / 2, 500)),
  ];
  const legend =
    '<text x="700" y="650" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="18" fill="#4a5568">The three academic departments report to Academic Affairs.</text>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="700" viewBox="0 0 1400 700">
  <rect width="1400" height="700" fill="#f5f7fb"/>
  ${connectors.join('')}
  ${[board, principal, ...units, ...departments].map(box).join('')}
  ${legend}
</svg>`;
}
