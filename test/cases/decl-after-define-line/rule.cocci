// A declaration of several declarators with a #define line between two
// (drivers/power/supply/bq27xxx_battery.c's register tables): clang's
// view gave the declarator after the directive a span starting at the
// '#define', and a typed declaration pattern missed it (5 of the file's
// 19 tables).  spatch 1.1.1 finds both.
@r@
typedef u8;
identifier i;
initializer list vals;
position p;
@@

u8 i@p[...] = { vals, };

@script:python@
i << r.i;
p << r.p;
@@
print(i, p[0].line)
