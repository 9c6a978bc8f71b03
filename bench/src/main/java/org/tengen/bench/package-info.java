/**
 * JMH benchmarks, never shipped: {@code ./mvnw -B -DskipTests package -pl bench -am} then
 * {@code java -jar bench/target/benchmarks.jar}. Figures go in BENCHMARKS.md with machine, JDK and date.
 */
package org.tengen.bench;
