// an identifier list metavariable among a #define's parameters takes
// any run of them (a variadic `...` too) and spells them where added
@@
identifier N;
identifier list IL;
expression list ES;
@@
- #define N(IL) legacy_write(ES)
+ #define N(IL) modern_write(ES)
