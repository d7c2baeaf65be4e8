// A rule that matches a function's definition with its parameters is
// matched on clang's parse, which holds the code the configured build
// compiles: a function under an #ifdef of an unset option is left
// alone.  spatch 1.1.1 reads every preprocessor branch and changes
// line 14 too (a cfix choice, docs/coccicheck.md: api/device_attr_show
// at drivers/edac/edac_mc_sysfs.c:210, under CONFIG_EDAC_LEGACY_SYSFS).
@@
identifier show, dev, attr, buf;
@@
ssize_t show(struct device *dev, struct device_attribute *attr, char *buf)
{
	<...
	return
-		snprintf
+		scnprintf
			(...);
	...>
}
