// an attribute metavariable after a declarer: spatch 1.1.1 matches none
// of these (the code's __lockattr is no attribute it knows); cfix would
// bind any name there, so refuses the rule at the metavariable
@@
declarer name DEFINE_LOCK;
attribute a;
@@
DEFINE_LOCK(...)
- a
;
