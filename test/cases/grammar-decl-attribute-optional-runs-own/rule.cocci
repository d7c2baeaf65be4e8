// optional_attributes over a declarator's own tokens: a lone GNU
// attribute group, in either spelling, is left out; a run of two is
// not (spatch 1.1.1 matches no run either)
@@
identifier x;
@@
- static int x;
