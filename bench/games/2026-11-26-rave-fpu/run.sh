#!/bin/sh
# RAVE schedule and first-play urgency (the even prior) retuned for the learnt priors (issue 14): each variant
# against the defaults, 13x13, 1,000 playouts a move, one thread each, colours alternating, no referee (tengen's
# own count). JAR is the jar of the commit named in README.md.
JAR=${JAR:-/tmp/tengen-main.jar}
run() {
  name=$1; shift
  java -jar $JAR match --black "self --playouts 1000 --threads 1 --seed 71 $*" \
      --white "self --playouts 1000 --threads 1 --seed 72" --games 100 --size 13 --komi 7.5 --rules chinese \
      --sgf-dir sgf-$name > $name.log 2>&1
}
run rave-0.001 --param raveBias=0.001
run rave-0.1 --param raveBias=0.1
run even-2 --param evenVisits=2
run even-20 --param evenVisits=20
