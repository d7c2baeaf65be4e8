// A rule that removes a block's braces does not match a function's body
// (spatch keeps them); a branch's block loses its braces.
@@
@@
- {
  foo();
- }
