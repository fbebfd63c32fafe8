#!/bin/bash
# usage: lh.sh URL outname [desktop]
extra=""; [ "$3" = desktop ] && extra="--preset=desktop"
CHROME_PATH=/usr/bin/chromium timeout 300 npx lighthouse "$1" --chrome-flags="--headless=new --no-sandbox" --output=json --output-path=/tmp/$2.json --only-categories=performance --quiet $extra 2>/dev/null
node -e '
const r=require("/tmp/'$2'.json");const a=r.audits;
console.log("'$2' score",r.categories.performance.score, "TBT",Math.round(a["total-blocking-time"].numericValue),"LCP",Math.round(a["largest-contentful-paint"].numericValue),"FCP",Math.round(a["first-contentful-paint"].numericValue), "SI", Math.round(a["speed-index"].numericValue), "TTFB", Math.round(a["server-response-time"].numericValue), "lt", JSON.stringify((a["long-tasks"].details.items||[]).map(i=>[Math.round(i.startTime),Math.round(i.duration)])));
'
