struct platform_device;
int platform_get_irq(struct platform_device *pdev, int n);
int dev_err(const char *fmt, ...);

int probe(struct platform_device *pdev)
{
	int irq;

#ifdef CONFIG_SOME_UNSET_OPTION
	irq = platform_get_irq(pdev, 0);
	if (irq < 0) {
		dev_err("no irq 0\n");
		return irq;
	}
#else
	irq = platform_get_irq(pdev, 1);
	if (irq < 0) {
		dev_err("no irq 1\n");
		return irq;
	}
#endif
	return 0;
}
