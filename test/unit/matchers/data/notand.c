#define ACPI_WMI_METHOD 0x2
struct wmi_block {
	unsigned int flags;
};

int is_method(struct wmi_block *dev)
{
	if (!dev->flags & ACPI_WMI_METHOD)
		return 0;
	return 1;
}
