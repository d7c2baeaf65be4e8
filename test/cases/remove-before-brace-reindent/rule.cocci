// A `}` that removals leave first on its line goes to the indentation
// of the line holding its `{`, as spatch 1.1.1 prints it; a `}` after
// kept code stays where it is.
@@
@@
- foo();
