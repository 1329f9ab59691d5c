import MapKit
import SwiftUI

/// A map of nearby stores that follows a region chosen elsewhere in the app.
struct StoreMap: UIViewRepresentable {
    var region: MKCoordinateRegion
    var stores: [MKPointAnnotation]

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.showsUserLocation = true
        mapView.pointOfInterestFilter = .excludingAll
        context.coordinator.refreshTimer = Timer.scheduledTimer(withTimeInterval: 30, repeats: true) { _ in
            context.coordinator.refreshCount += 1
        }
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        mapView.region = region
        mapView.addAnnotations(stores)
    }
}

extension StoreMap {
    @MainActor
    final class Coordinator: NSObject, MKMapViewDelegate {
        var refreshCount = 0
        var refreshTimer: Timer?

        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "store")
        }
    }
}

/// A second map that hands its delegate a temporary object.
struct RouteMap: UIViewRepresentable {
    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        mapView.delegate = RouteRenderer()
        return mapView
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {}
}

final class RouteRenderer: NSObject, MKMapViewDelegate {}
