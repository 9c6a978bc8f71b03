/**
 * What the seed problems' adapters share: {@link org.tengen.problems.text.Tokens}, the words of an input
 * with their line and column, so a mistake is reported where it is ({@link org.tengen.problems.text.InputError});
 * and {@link org.tengen.problems.text.BoardRows}, a board written as bare rows.
 */
package org.tengen.problems.text;
