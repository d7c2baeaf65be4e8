// a list's length inherited from a rule above must be a length there:
// r.C is a constant, refused at its name as spatch refuses it
// ("incompatible inheritance declaration")
@r@
constant C;
@@
f(C);

@@
statement list [r.C] SL;
@@
{
- SL
+ g();
}
