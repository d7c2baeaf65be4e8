@@
expression E;
@@
- note_value(E);
+ record_value(E);
