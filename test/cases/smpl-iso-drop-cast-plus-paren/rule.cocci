// drop_cast: the rule's `(T)E` matches E without a cast, and the cast's
// parentheses give none of the added call's (coccinellery drvdata:
// `dev_set_drvdata(&rproc->dev, rproc;` lost its ')').
@@
struct device *dev;
expression E;
type T;
@@
- dev->driver_data = (T)E
+ dev_set_drvdata(dev, E)

@@
expression E;
type T;
@@
- put((T)E)
+ put2(E, 1)
