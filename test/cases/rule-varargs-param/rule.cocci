@@
identifier fct;
parameter p;
@@
fct(p,......)
{
<...
- old_check();
+ new_check();
...>
}
