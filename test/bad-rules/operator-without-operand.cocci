@@
expression E;
@@
- E + ;
