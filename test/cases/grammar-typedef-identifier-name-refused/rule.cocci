// spatch's grammar (typedef_ident) names a typedef with a plain name or
// a `type` metavariable; an identifier metavariable there is its parse
// error at the name ("minus: parse error" at t), so cfix refuses the
// rule rather than removing every function-pointer typedef.
@@
identifier t;
@@
- typedef int (*t)(int);
