@r@
type T;
T *dev;
identifier fld;
@@
schedule_delayed_work(&dev->fld, ...)

@@
r.T *dev;
identifier r.fld;
@@
- schedule_work(&dev->fld)
+ schedule_delayed_work(&dev->fld, 0)
