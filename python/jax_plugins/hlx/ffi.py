"""Custom-call handlers that JAX registers for the platform "hlx".

`jax.ffi.register_ffi_target(name, capsule, platform="hlx")` hands its handler to the handler that
initialize() registers for the platform (xla_client.register_custom_call_handler), register() here.
It passes the handler to the plugin through the PJRT FFI extension (PJRT_FFI_Register_Handler, in the
extension chain of the plugin's GetPjrtApi()), so that the target joins hlx's table of custom-call
targets: jitted code that calls it (jax.ffi.ffi_call) then runs the handler on hlx.
"""
import ctypes

_EXTENSION_TYPE_FFI = 5  # PJRT_Extension_Type_FFI


class _ExtensionBase(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_size_t), ("type", ctypes.c_int), ("next", ctypes.c_void_p)]


class _ApiHead(ctypes.Structure):
    """The start of PJRT_Api: struct_size, extension_start, pjrt_api_version, then the functions."""

    _fields_ = [("struct_size", ctypes.c_size_t), ("extension_start", ctypes.c_void_p),
                ("version_struct_size", ctypes.c_size_t), ("version_extension_start", ctypes.c_void_p),
                ("major", ctypes.c_int), ("minor", ctypes.c_int),
                ("error_destroy", ctypes.c_void_p), ("error_message", ctypes.c_void_p)]


class _RegisterHandlerArgs(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_size_t), ("target_name", ctypes.c_char_p),
                ("target_name_size", ctypes.c_size_t), ("api_version", ctypes.c_int),
                ("handler", ctypes.c_void_p), ("platform_name", ctypes.c_char_p),
                ("platform_name_size", ctypes.c_size_t), ("traits", ctypes.c_int)]


class _FfiExtension(ctypes.Structure):
    _fields_ = [("base", _ExtensionBase), ("type_id_register", ctypes.c_void_p),
                ("user_data_add", ctypes.c_void_p), ("register_handler", ctypes.c_void_p)]


class _ErrorMessageArgs(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_size_t), ("extension_start", ctypes.c_void_p),
                ("error", ctypes.c_void_p), ("message", ctypes.c_char_p), ("message_size", ctypes.c_size_t)]


class _ErrorDestroyArgs(ctypes.Structure):
    _fields_ = [("struct_size", ctypes.c_size_t), ("extension_start", ctypes.c_void_p),
                ("error", ctypes.c_void_p)]


_PJRT_FN = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p)
_PJRT_VOID_FN = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


def _capsule_pointer(capsule):
    """The pointer a PyCapsule holds (jax.ffi.pycapsule's, or a library's own)."""
    get_name = ctypes.pythonapi.PyCapsule_GetName
    get_name.restype, get_name.argtypes = ctypes.c_char_p, [ctypes.py_object]
    get_pointer = ctypes.pythonapi.PyCapsule_GetPointer
    get_pointer.restype, get_pointer.argtypes = ctypes.c_void_p, [ctypes.py_object, ctypes.c_char_p]
    return get_pointer(capsule, get_name(capsule))


class Registrar:
    """Registers custom-call handlers with the plugin library at `library_path`."""

    def __init__(self, library_path):
        self._library_path = library_path
        self._api = None

    def _head(self):
        if self._api is None:
            # The plugin JAX loaded: dlopen of the same path gives the same library.
            lib = ctypes.CDLL(self._library_path)
            lib.GetPjrtApi.restype = ctypes.c_void_p
            self._api = lib.GetPjrtApi()
        return _ApiHead.from_address(self._api)

    def _extension(self):
        address = self._head().extension_start
        while address:
            base = _ExtensionBase.from_address(address)
            if base.type == _EXTENSION_TYPE_FFI:
                return _FfiExtension.from_address(address)
            address = base.next
        raise RuntimeError(f"hlx: {self._library_path} offers no PJRT FFI extension")

    def _raise(self, error, name):
        head = self._head()
        args = _ErrorMessageArgs(ctypes.sizeof(_ErrorMessageArgs), None, error, None, 0)
        _PJRT_VOID_FN(head.error_message)(ctypes.addressof(args))
        message = ctypes.string_at(args.message, args.message_size).decode("utf-8", "replace")
        _PJRT_VOID_FN(head.error_destroy)(ctypes.addressof(
            _ErrorDestroyArgs(ctypes.sizeof(_ErrorDestroyArgs), None, error)))
        raise ValueError(f"hlx: cannot register custom-call target {name!r}: {message}")

    def register(self, name, fn, platform, api_version=1, traits=0):
        """The custom-call handler of platform "hlx" (xla_client's CustomCallHandler signature)."""
        if isinstance(fn, dict):
            stages = set(fn) - {"execute"}
            if stages or "execute" not in fn:
                raise ValueError(
                    f"hlx: custom-call target {name!r}: the PJRT FFI extension registers an execute handler "
                    f"alone, not the stages {sorted(stages) or ['(no execute)']}; register a bundle with "
                    "hlx's C++ API (hlx/custom_call.h)")
            fn = fn["execute"]
        name_bytes = name.encode() if isinstance(name, str) else bytes(name)
        platform_bytes = platform.encode() if isinstance(platform, str) else bytes(platform)
        args = _RegisterHandlerArgs()
        args.struct_size = _RegisterHandlerArgs.traits.offset + ctypes.sizeof(ctypes.c_int)
        args.target_name, args.target_name_size = name_bytes, len(name_bytes)
        args.api_version = int(api_version)
        args.handler = _capsule_pointer(fn)
        args.platform_name, args.platform_name_size = platform_bytes, len(platform_bytes)
        args.traits = int(traits)
        error = _PJRT_FN(self._extension().register_handler)(ctypes.addressof(args))
        if error:
            self._raise(error, name_bytes.decode("utf-8", "replace"))
