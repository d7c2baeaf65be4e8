// declarer D: any declarer's name, here constrained
@@
declarer D =~ "^DEFINE_";
identifier x;
@@
- D(x);
+ D(x, 1);
