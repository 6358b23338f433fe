// Summarise a .cpuprofile: self time by function, and inclusive time for given name patterns.
const fs = require('fs');
const p = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt = p.timeDeltas; let total = 0;
const hits = new Map();
for (let i = 0; i < p.samples.length; i++) { hits.set(p.samples[i], (hits.get(p.samples[i]) || 0) + (dt[i] || 0)); total += dt[i] || 0; }
const parent = new Map();
for (const n of p.nodes) for (const c of n.children || []) parent.set(c, n.id);
const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`;
for (const [id, t] of hits) { const k = key(byId.get(id)); self.set(k, (self.get(k) || 0) + t); }
const incl = new Map();
for (const [id, t] of hits) { const seen = new Set(); let cur = id; while (cur !== undefined) { const k = key(byId.get(cur)); if (!seen.has(k)) { seen.add(k); incl.set(k, (incl.get(k) || 0) + t); } cur = parent.get(cur); } }
const show = (m, n) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n).forEach(([k, t]) => console.log((100 * t / total).toFixed(1).padStart(5), k));
console.log('--- self'); show(self, 25); console.log('--- inclusive'); show(incl, 45);
