@@
expression E;
@@
- round_fix(E)
+ round_fix14(E)
