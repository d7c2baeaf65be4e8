@@
expression E;
@@
- advance_by(E, 1)
+ advance_one(E)
