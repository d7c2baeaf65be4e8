@@
expression E;
@@
- (void) E;
+ E;
