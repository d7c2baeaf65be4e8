typedef long ssize_t;
struct device;
struct device_attribute;
int snprintf(char *buf, unsigned long size, const char *fmt, ...);
int scnprintf(char *buf, unsigned long size, const char *fmt, ...);

#ifdef CONFIG_SOME_UNSET_OPTION
static ssize_t legacy_show(struct device *dev, struct device_attribute *attr,
			   char *buf)
{
	if (!dev)
		return 0;

	return snprintf(buf, 16, "%s\n", "legacy");
}
#endif

static ssize_t label_show(struct device *dev, struct device_attribute *attr,
			  char *buf)
{
	if (!dev)
		return 0;

	return scnprintf(buf, 16, "%s\n", "label");
}
