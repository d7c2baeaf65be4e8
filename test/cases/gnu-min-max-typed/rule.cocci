// GNU's `<?=` where the rule needs types (int x): clang reads the file
// and lexes `<?=` as '<' '?' '=', glued back into one token; the
// function clang cannot parse is read by cfix's own parser
@@
int x;
expression y;
@@
- x <?= y
+ x = lower(x, y)
