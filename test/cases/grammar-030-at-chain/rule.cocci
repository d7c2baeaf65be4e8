// f(...)@E@p: E binds the call, p the position of E
@r@
expression E;
position p;
@@
  f(...)@E@p

@@
expression r.E;
position r.p;
@@
- E@p
+ handled()
