import v8 from "node:v8";
console.log(process.execArgv.join(" "), JSON.stringify(v8.getHeapSpaceStatistics().find((s) => s.space_name === "new_space")));
