#!/bin/sh
# The optimiser benchmark of benchmarks/README.md: 10 minutes of search per preset, then
# fresh games against every built-in bot for the kingdom. Usage: sh benchmarks/optimise.sh [BUDGET]
budget=${1:-10m}
for k in first-game size-distortion the-plot-thickens; do
    domsim optimise --kingdom "$k" --budget "$budget" --seed 1 --final-games 4000 \
        --out "results/optimise-bench-$k" --force
done
