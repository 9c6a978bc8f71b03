#!/bin/bash
cd /tmp/seam/jmh2
for round in 1 2 3 4; do
  if [ $((round % 2)) = 1 ]; then order="base seam"; else order="seam base"; fi
  for which in $order; do
    J=/tmp/$which/benchmarks.jar
    echo "=== round $round $which $(uptime)"
    java -jar $J 'PlayoutBench|SearchBench' -p threads=1 -f 1 -wi 2 -w 1s -i 5 -r 1s -rf json -rff $which-$round.json > $which-$round.out 2>&1
  done
done
echo "=== end $(uptime)"
