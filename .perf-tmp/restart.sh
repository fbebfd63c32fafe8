#!/bin/bash
# rebuild non-minified into .perf-tmp/nomin and restart server on 3901
cd /work/main
pid=$(ss -ltnp "sport = :3901" | grep -o "pid=[0-9]*" | head -1 | cut -d= -f2); [ -n "$pid" ] && kill $pid; sleep 1
npx vite build --minify false --outDir .perf-tmp/nomin/client >/dev/null 2>&1 && npx vite build --ssr src/client/entry-server.tsx --outDir .perf-tmp/nomin/server > /dev/null 2>&1 || { echo build failed; exit 1; }
f=$(ls .perf-tmp/nomin/client/assets/index-*.js)
python3 - "$f" <<'PY'
import sys
p=sys.argv[1]; s=open(p).read()
s=s.replace("function scheduleUpdateOnFiber(root, fiber, lane) {","function scheduleUpdateOnFiber(root, fiber, lane) {\n if (lane === 2 && window.__logSync) { let f=fiber, names=[]; while(f && names.length<6){ if (typeof f.type==='function') names.push(f.type.displayName||f.type.name); f=f.return;} console.log('SYNC update', names.join(' < ')); }",1)
open(p,'w').write(s)
PY
PORT=3901 HOST=127.0.0.1 DATA_DIR=/tmp/lhdata2 CLIENT_DIR=.perf-tmp/nomin/client LOG_LEVEL=warn nohup npx tsx src/server/main.ts > /tmp/lhserver2.log 2>&1 &
echo $! > /tmp/srv3901.pid
for i in $(seq 1 90); do curl -sf http://127.0.0.1:3901/api/health >/dev/null && break; sleep 1; done
echo restarted
