#!/usr/bin/env bash
# Learnt 3x3 gammas in the playouts (playoutShapes=1, A) against the hand-written shapes (B), fixed playouts.
cd "$(dirname "$0")"
J=/tmp/tengen-9412e72.jar
java -jar $J match --black "self --playouts 1000 --seed 61 --param playoutShapes=1" --white "self --playouts 1000 --seed 62" \
  --games 20 --size 19 --komi 7.5 --rules chinese --time 60 --sgf-dir sgf-19x19-sp1000 \
  --referee "/usr/games/gnugo --mode gtp" > summary-19x19-sp1000.txt 2> games-19x19-sp1000.log
java -jar $J match --black "self --playouts 2000 --seed 71 --param playoutShapes=1" --white "self --playouts 2000 --seed 72" \
  --games 40 --size 9 --komi 7.5 --rules chinese --time 60 --sgf-dir sgf-9x9-sp2000 \
  --referee "/usr/games/gnugo --mode gtp" > summary-9x9-sp2000.txt 2> games-9x9-sp2000.log
