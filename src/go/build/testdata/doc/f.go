// Correct
package doc
