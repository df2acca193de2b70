#!/bin/sh
# "Finding engines" in benchmarks/README.md: `domsim optimise` on the cards of each of the
# community's engine bots (DomBots.xml, from Geronimoo's DominionSim: `domsim import-bots
# --fetch` stores it), then the bot found against that community bot, smithy-bm and
# big-money-ultimate in 20,000 fresh games each.
# Usage: sh benchmarks/engines.sh DOMBOTS.xml [BUDGET]
xml=${1:?give the path of DomBots.xml}
budget=${2:-10m}
run() {     # slug, kingdom, the community bot
    out="results/engines-$1"
    domsim optimise --kingdom "$2" --budget "$budget" --seed 0 -q --out "$out" --force | head -1
    bot=$(sed -n 's/^\[\(.*\)\]$/\1/p' "$out/best.toml" | head -1)
    for opp in "$xml:$3" smithy-bm big-money-ultimate; do
        domsim match "$out/best.toml:$bot" "$opp" --kingdom "$2" --games 20000 --seed 7 \
            --out "$out/against.parquet" --force | grep "^0 "
    done
}
run first-game first-game "First Game by michaeljb"
run lab-militia-chapel "Chapel,Militia,Festival,Laboratory,Market,Spy" "Lab/Militia/Chapel"
run minions-chapel "Chapel,Minion" "Minions/Chapel"
run fv-wharf "Fishing Village,Wharf" "Fishing Village/Wharf"
run ghostship-fv "Fishing Village,Ghost Ship" "Ghost Ship/Fishing Village"
run burning-skull "Harbinger,Vassal,Militia,Poacher,Throne Room,Laboratory,Sentry" \
    "Burning Skull HTBD#1"
