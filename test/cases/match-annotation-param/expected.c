static void teardown(struct device *dev, void __iomem *base,
		     unsigned long flags)
{
	keep(dev);
}
