// a later stage's findings and fixes are reported on the file as read:
// the first rule adds lines above the second rule's match, and the second
// rule matches code the first rule wrote
@@
@@
- setup();
+ init();
+ trace(1);
+ trace(2);

@@
@@
- trace(2);
+ trace(3);

@@
expression E;
@@
- legacy(E);
+ modern(E);
