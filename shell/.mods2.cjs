const { rspack } = require('@rspack/core');
const cfg = require(process.argv[2]);
rspack(cfg).run((err, stats) => {
  const s = stats.toJson({ all: false, modules: true, nestedModules: true, chunks: false, usedExports: true });
  const rows=[];
  const walk = (ms, depth) => { for (const m of ms || []) { rows.push([m.size, depth, (m.identifier||m.name||'').replace(/\/work\/main\/node_modules\//g,'').slice(0,150)]); if (m.modules) walk(m.modules, depth+1); } };
  walk(s.modules, 0);
  rows.filter(r=>r[2].includes(process.argv[3]||'federation')).sort((a,b)=>b[0]-a[0]).slice(0,45).forEach(r=>console.log(r.join(' ')));
});
