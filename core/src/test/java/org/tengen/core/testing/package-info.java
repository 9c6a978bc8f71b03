/**
 * Test support shared by every module's tests through the core's test-jar: {@link
 * org.tengen.core.testing.Diagrams} (boards written as text diagrams, plain or labelled) and {@link
 * org.tengen.core.testing.RandomGame} (seeded random legal games). A package of its own so that it stays on
 * the class path of other modules' tests however the core itself is packaged.
 */
package org.tengen.core.testing;
