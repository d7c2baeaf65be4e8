static ssize_t speed_show(struct device *dev,
		struct device_attribute *attr, char *buf)
{
	struct priv *p = dev_get_drvdata(dev);

	if (p->fast)
		return snprintf(buf, PAGE_SIZE, "fast\n");
	if (p->slow)
		return snprintf(buf, PAGE_SIZE, "slow\n");
	return snprintf(buf, PAGE_SIZE, "%d\n", p->speed);
}

static ssize_t name_show(struct device *dev,
		struct device_attribute *attr, char *buf)
{
	return snprintf(buf, PAGE_SIZE, "%s\n", dev_name(dev));
}
