// fresh identifier without a seed: spatch asks for a name on its
// standard input and, with none, names it __extra_counter__N; N counts
// every numbered fresh name (a string seed alone, or none) of the file,
// one per identifier per match, across rules
@@
fresh identifier A = "x";
fresh identifier B;
@@
- g();
+ g(A, B);

@@
fresh identifier C;
@@
- k();
+ k(C);
