// A when clause's metavariable that the items after the dots bind
// holds the value bound there, also when it is bound with '@' on an
// operator: `>@e` binds e to the comparison, so `when != v = e` stops
// the dots only at `v = v > 0`, and `v = 0x20 >> v` lets them pass
// (the kernel's tests/unsigned_lesser_than_zero, which spatch 1.1.1
// reports at drivers/hwmon/amc6821.c:215).
@r@
expression e, v;
identifier f;
@@
	v = f(...);
	... when != v = e;
-	v >@e 0
+	v != 0
